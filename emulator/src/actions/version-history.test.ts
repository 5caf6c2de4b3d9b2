import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

/**
 * Fields that WHMCS's Version History tables date (developers.whmcs.com, each
 * action's page): an emulator set to an older version leaves them out.
 */
describe('fields switched by whmcsVersion', () => {
  const emulators = new Map<string, Emulator>();
  const at = (version: string): Emulator => {
    const emulator = emulators.get(version);
    if (!emulator) {
      throw new Error(`no emulator for ${version}`);
    }
    return emulator;
  };
  beforeAll(async () => {
    for (const version of ['7.9.2', '7.10.0', '8.0.0', '8.11.0', '9.0.3']) {
      emulators.set(version, await buildEmulator({ whmcsVersion: version }));
    }
  });
  afterAll(async () => {
    await Promise.all([...emulators.values()].map((e) => e.close()));
  });

  it('GetTicket: `attachments` since 7.10, `requestor_*` since 8.0', async () => {
    const old = await callOk(at('7.9.2'), 'GetTicket', { ticketid: 11 });
    const opening = old.replies.reply[0];
    expect(opening.attachment).toMatch(/_buffering-screenshot\.png$/);
    expect(opening).not.toHaveProperty('attachments');
    expect(opening).not.toHaveProperty('attachments_removed');
    expect(opening).not.toHaveProperty('requestor_type');
    expect(old).not.toHaveProperty('requestor_name');
    expect(old.notes.note[0]).not.toHaveProperty('attachments');

    const v710 = await callOk(at('7.10.0'), 'GetTicket', { ticketid: 11 });
    expect(v710.replies.reply[0].attachments).toEqual([
      { filename: 'buffering-screenshot.png', index: 0 },
    ]);
    expect(v710.replies.reply[1].attachments).toEqual([[]]);
    expect(v710.replies.reply[1]).not.toHaveProperty('requestor_type');

    const v8 = await callOk(at('8.0.0'), 'GetTicket', { ticketid: 11 });
    expect(v8).toMatchObject({ requestor_type: 'Owner' });
    expect(v8.replies.reply[1]).toMatchObject({
      requestor_type: 'Operator',
      requestor_name: 'Alex Staff',
    });
  });

  it('GetTickets: `attachments` since 7.10, `owner_name` and `requestor_*` since 8.0', async () => {
    const old = await callOk(at('7.9.2'), 'GetTickets', { clientid: 1 });
    const ticket = old.tickets.ticket[0];
    expect(ticket).toMatchObject({ id: '11', name: 'Demo Customer' });
    expect(ticket.attachment).toMatch(/_buffering-screenshot\.png$/);
    for (const key of [
      'attachments',
      'owner_name',
      'requestor_name',
      'requestor_email',
      'requestor_type',
    ]) {
      expect(ticket).not.toHaveProperty(key);
    }
    const v8 = await callOk(at('8.0.0'), 'GetTickets', { clientid: 1 });
    expect(v8.tickets.ticket[0]).toMatchObject({
      owner_name: 'Demo Customer',
      requestor_email: 'demo@example.com',
    });
  });

  it('GetClientsDetails: `email_preferences` since 7.10, `users` since 8.0', async () => {
    const old = await callOk(at('7.9.2'), 'GetClientsDetails', {
      clientid: 1,
    });
    expect(old.client).not.toHaveProperty('email_preferences');
    expect(old.client).not.toHaveProperty('users');
    const v710 = await callOk(at('7.10.0'), 'GetClientsDetails', {
      clientid: 1,
    });
    expect(v710.client.email_preferences.general).toBe('1');
    expect(v710.client).not.toHaveProperty('users');
    const v8 = await callOk(at('8.0.0'), 'GetClientsDetails', {
      clientid: 1,
    });
    expect(v8.client.users.user[0]).toMatchObject({ id: 501, is_owner: true });
  });

  it('GetClientsProducts: `qty` since 8.12', async () => {
    const old = await callOk(at('8.11.0'), 'GetClientsProducts', {
      serviceid: 101,
    });
    expect(old.products.product[0]).not.toHaveProperty('qty');
    const now = await callOk(at('9.0.3'), 'GetClientsProducts', {
      serviceid: 101,
    });
    expect(now.products.product[0].qty).toBe('1');
  });

  it('GetProducts: `slug` since 8.3, `allowqty` and option quantities since 8.12', async () => {
    const old = await callOk(at('8.0.0'), 'GetProducts', { pid: 1 });
    const product = old.products.product[0];
    for (const key of [
      'slug',
      'product-url',
      'allowqty',
      'quantity_available',
    ]) {
      expect(product).not.toHaveProperty(key);
    }
    expect(product.configoptions.configoption[0]).not.toHaveProperty('minqty');
    const v811 = await callOk(at('8.11.0'), 'GetProducts', { pid: 1 });
    expect(v811.products.product[0].slug).toBe('iptv-premium-12-months');
    expect(v811.products.product[0]).not.toHaveProperty('allowqty');
  });

  it('GetActivityLog: `clientId`/`userId` since 8.0, the `clientid` filter since 8.5', async () => {
    const old = await callOk(at('7.10.0'), 'GetActivityLog', { userid: 1 });
    const entry = old.activity.entry[0];
    expect(entry.userid).toBe(1);
    expect(entry).not.toHaveProperty('clientId');
    expect(entry).not.toHaveProperty('userId');
    // Before 8.5 `clientid` is not a filter, so every entry comes back.
    const unfiltered = await callOk(at('8.0.0'), 'GetActivityLog', {
      clientid: 2,
    });
    expect(unfiltered.totalresults).toBe(6);
    const filtered = await callOk(at('9.0.3'), 'GetActivityLog', {
      clientid: 2,
    });
    expect(filtered.totalresults).toBe(1);
  });
});
