import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callError, callOk } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import { DEMO_SCREENSHOT_PNG } from '../db/seed/demo.js';
import type { Emulator } from '../options.js';

describe('GetTicketAttachment', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it("returns the demo ticket's PNG as base64", async () => {
    const body = await callOk(emulator, 'GetTicketAttachment', {
      relatedid: 11,
      type: 'ticket',
      index: 0,
    });
    expect(body.filename).toBe('buffering-screenshot.png');
    const bytes = Buffer.from(body.data, 'base64');
    expect(bytes.equals(DEMO_SCREENSHOT_PNG)).toBe(true);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('reports bad types, owners and indexes', async () => {
    expect(
      await callError(emulator, 'GetTicketAttachment', {
        relatedid: 11,
        type: 'file',
        index: 0,
      }),
    ).toMatch(/Invalid Type/);
    expect(
      await callError(emulator, 'GetTicketAttachment', {
        relatedid: 999,
        type: 'ticket',
        index: 0,
      }),
    ).toBe('Ticket ID Not Found');
    expect(
      await callError(emulator, 'GetTicketAttachment', {
        relatedid: 11,
        type: 'ticket',
        index: 3,
      }),
    ).toBe('Invalid Attachment Index');
    expect(
      await callError(emulator, 'GetTicketAttachment', {
        relatedid: 1,
        type: 'reply',
        index: 0,
      }),
    ).toBe('Invalid Attachment Index');
  });
});
