import { describe, expect, it } from 'vitest';

import { isAuthorised, panelLoginAnswerSchema, toPanelLine } from './answer.js';

/** XUI 1.5.5 as quoted in Kevinjil/Jellyfin.Xtream#230 (credentials changed). */
const XUI_ANSWER = {
  user_info: {
    username: 'line',
    password: 'secret',
    message: 'Welcome',
    auth: 1,
    status: 'Active',
    exp_date: null,
    is_trial: '0',
    active_cons: '1',
    created_at: '1743243036',
    max_connections: '6',
    allowed_output_formats: ['m3u8', 'ts', 'rtmp'],
  },
  server_info: {
    xui: true,
    url: 'panel.example',
    port: '80',
    https_port: '443',
    server_protocol: 'http',
    rtmp_port: '8484',
    timestamp_now: 1761674900,
    time_now: '2025-10-28 15:08:20',
    timezone: 'America/Sao_Paulo',
  },
};

describe('the panel login answer', () => {
  it('reads numbers as text, a null exp_date and the panel clock', () => {
    expect(toPanelLine(panelLoginAnswerSchema.parse(XUI_ANSWER))).toEqual({
      status: 'Active',
      expDate: null,
      isTrial: false,
      activeConnections: 1,
      maxConnections: 6,
      outputFormats: ['m3u8', 'ts', 'rtmp'],
      timestampNow: 1761674900,
    });
  });

  it('reads numbers as numbers, exp_date as text, an empty https_port and 0 connections as unlimited', () => {
    const answer = {
      user_info: {
        ...XUI_ANSWER.user_info,
        exp_date: '1766703600',
        is_trial: 1,
        active_cons: 0,
        max_connections: 0,
      },
      server_info: { ...XUI_ANSWER.server_info, https_port: '', rtmp_port: '' },
    };
    expect(toPanelLine(panelLoginAnswerSchema.parse(answer))).toMatchObject({
      expDate: 1766703600,
      isTrial: true,
      activeConnections: 0,
      maxConnections: null,
    });
  });

  it('accepts auth 1 as a number or text only', () => {
    expect([1, '1', true].map(isAuthorised)).toEqual([true, true, true]);
    expect([0, '0', false, '', 2].map(isAuthorised)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses an answer without a status or with a count that is not one', () => {
    const { status: _status, ...withoutStatus } = XUI_ANSWER.user_info;
    expect(
      panelLoginAnswerSchema.safeParse({ user_info: withoutStatus }).success,
    ).toBe(false);
    expect(
      panelLoginAnswerSchema.safeParse({
        user_info: { ...XUI_ANSWER.user_info, active_cons: 'many' },
      }).success,
    ).toBe(false);
  });
});
