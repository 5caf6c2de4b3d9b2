import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

const ids = (body: { tickets: { ticket: { id: string }[] } }): string[] =>
  body.tickets.ticket.map((ticket) => ticket.id);

describe('GetTickets', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('has the shape of WHMCS sample', async () => {
    const body = await callOk(emulator, 'GetTickets', {
      clientid: 1,
      ignore_dept_assignments: true,
    });
    expectSampleShape(body, 'GetTickets');
    expect(body.tickets.ticket[0]).toMatchObject({
      id: '11',
      tid: '482913',
      userid: '1',
      name: 'Demo Customer',
      requestor_type: 'Owner',
      attachments: [{ filename: 'buffering-screenshot.png', index: 0 }],
      service: 'S101',
    });
  });

  it("lists a client's tickets, most recent activity first", async () => {
    const body = await callOk(emulator, 'GetTickets', { clientid: 1 });
    expect(body).toMatchObject({
      totalresults: '3',
      startnumber: 0,
      numreturned: 3,
    });
    expect(ids(body)).toEqual(['11', '12', '13']);
    expect(body.tickets.ticket[1].attachments).toEqual([[]]);
    expect(ids(await callOk(emulator, 'GetTickets', { clientid: 2 }))).toEqual([
      '21',
    ]);
  });

  it('understands statuses and pseudo-statuses', async () => {
    const status = async (value: string) =>
      ids(await callOk(emulator, 'GetTickets', { clientid: 1, status: value }));
    expect(await status('Closed')).toEqual(['13']);
    expect(await status('Awaiting Reply')).toEqual(['11']);
    expect(await status('All Active Tickets')).toEqual(['11', '12']);
    expect(await status('On Hold')).toEqual([]);
  });

  it('filters by department and subject, and paginates', async () => {
    expect(ids(await callOk(emulator, 'GetTickets', { deptid: 2 }))).toEqual([
      '12',
      '42',
    ]);
    expect(
      ids(await callOk(emulator, 'GetTickets', { subject: 'epg' })),
    ).toEqual(['13']);
    const page = await callOk(emulator, 'GetTickets', {
      limitstart: 1,
      limitnum: 2,
    });
    expect(page).toMatchObject({
      totalresults: '6',
      startnumber: 1,
      numreturned: 2,
    });
    expect(ids(page)).toEqual(['11', '41']);
  });

  it('keeps the wrapper when nothing matches', async () => {
    const body = await callOk(emulator, 'GetTickets', { clientid: 3 });
    expect(body.tickets).toEqual({ ticket: [] });
  });
});
