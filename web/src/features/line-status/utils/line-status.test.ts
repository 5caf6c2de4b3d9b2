import { describe, expect, it } from 'vitest';

import {
  describeFormats,
  getConnectionUse,
  getDaysLeft,
  getKnownStatus,
  getPanelMismatch,
} from './line-status';

describe('getDaysLeft', () => {
  it('counts from the panel’s clock, not the browser’s', () => {
    expect(
      getDaysLeft('2026-12-07T12:00:00.000Z', '2026-11-27T12:00:00.000Z'),
    ).toBe(10);
    // The same expiry read by a panel whose clock is 3 days later.
    expect(
      getDaysLeft('2026-12-07T12:00:00.000Z', '2026-11-30T12:00:00.000Z'),
    ).toBe(7);
  });

  it('counts a part of a day as one day', () => {
    expect(
      getDaysLeft('2026-11-28T02:00:00.000Z', '2026-11-27T20:00:00.000Z'),
    ).toBe(1);
    expect(
      getDaysLeft('2026-11-29T20:00:01.000Z', '2026-11-27T20:00:00.000Z'),
    ).toBe(3);
  });

  it('takes the offsets of both instants into account', () => {
    expect(
      getDaysLeft('2026-12-01T02:00:00+02:00', '2026-11-30T00:00:00.000Z'),
    ).toBe(1);
  });

  it('is 0 once the expiry has passed and null when the line never expires', () => {
    expect(
      getDaysLeft('2026-11-20T00:00:00.000Z', '2026-11-27T00:00:00.000Z'),
    ).toBe(0);
    expect(
      getDaysLeft('2026-11-27T00:00:00.000Z', '2026-11-27T00:00:00.000Z'),
    ).toBe(0);
    expect(getDaysLeft(null, '2026-11-27T00:00:00.000Z')).toBeNull();
  });
});

describe('describeFormats', () => {
  it('names the known formats and keeps others as they come', () => {
    expect(describeFormats(['m3u8', 'ts', 'rtmp', 'dash'])).toEqual([
      'HLS (m3u8)',
      'MPEG-TS (ts)',
      'RTMP',
      'dash',
    ]);
  });

  it('lists each format once, whatever its case or spaces', () => {
    expect(describeFormats(['TS', ' ts', 'm3u8', ''])).toEqual([
      'MPEG-TS (ts)',
      'HLS (m3u8)',
    ]);
    expect(describeFormats([])).toEqual([]);
  });
});

describe('getConnectionUse', () => {
  it('is free while a connection is left', () => {
    expect(
      getConnectionUse({ activeConnections: 2, maxConnections: 3 }),
    ).toEqual({ kind: 'free', active: 2, max: 3 });
    expect(
      getConnectionUse({ activeConnections: 0, maxConnections: 1 }),
    ).toEqual({ kind: 'free', active: 0, max: 1 });
  });

  it('is full when every connection plays, or more than allowed', () => {
    expect(
      getConnectionUse({ activeConnections: 3, maxConnections: 3 }),
    ).toEqual({ kind: 'full', active: 3, max: 3 });
    expect(
      getConnectionUse({ activeConnections: 4, maxConnections: 3 }),
    ).toEqual({ kind: 'full', active: 4, max: 3 });
  });

  it('has no limit when the panel sets none', () => {
    expect(
      getConnectionUse({ activeConnections: 5, maxConnections: null }),
    ).toEqual({ kind: 'unlimited', active: 5 });
    expect(
      getConnectionUse({ activeConnections: 1, maxConnections: 0 }),
    ).toEqual({ kind: 'unlimited', active: 1 });
  });
});

describe('getKnownStatus and getPanelMismatch', () => {
  it('knows the panels’ statuses whatever their case', () => {
    expect(getKnownStatus('Active')).toBe('Active');
    expect(getKnownStatus('expired')).toBe('Expired');
    expect(getKnownStatus('Paused')).toBeNull();
  });

  it('reports a line the panel refuses while billing says Active', () => {
    expect(getPanelMismatch('Active', 'Active')).toBeNull();
    expect(getPanelMismatch('Expired', 'Active')).toBe('Expired');
    expect(getPanelMismatch('Disabled', 'Active')).toBe('Disabled');
    expect(getPanelMismatch('Banned', 'Active')).toBe('Banned');
    expect(getPanelMismatch('Paused', 'Active')).toBe('Other');
  });

  it('reports nothing for a subscription billing no longer counts as Active', () => {
    expect(getPanelMismatch('Expired', 'Suspended')).toBeNull();
  });
});
