import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('GetAnnouncements', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('returns nested announcements, newest first, the unpublished one flagged', async () => {
    const body = await callOk(emulator, 'GetAnnouncements');
    expectSampleShape(body, 'GetAnnouncements');
    expect(body).toMatchObject({
      totalresults: '5',
      startnumber: '0',
      numreturned: '5',
    });
    const list = body.announcements.announcement;
    expect(list.map((a: { id: string }) => a.id)).toEqual([
      '4',
      '1',
      '2',
      '3',
      '5',
    ]);
    expect(list.map((a: { published: string }) => a.published)).toEqual([
      '0',
      '1',
      '1',
      '1',
      '0',
    ]);
    expect(list[1].announcement).toContain('<strong>EU-1</strong>');
  });

  it('stores titles escaped like WHMCS, bodies as the rich-text HTML they are', async () => {
    const body = await callOk(emulator, 'GetAnnouncements', {
      limitstart: 4,
    });
    const [draft] = body.announcements.announcement;
    expect(draft.title).toBe(
      'Entwurf: „Neue“ Sender &amp; Kanäle &lt;bald&gt; — Çok yakında İstanbul&#039;da 🎬',
    );
    expect(draft.announcement).toContain('<strong>12 chaînes</strong>');
  });

  it('has only the four demo announcements in the docs reply style', async () => {
    const docs = await buildEmulator({ replyStyle: 'docs' });
    const body = await callOk(docs, 'GetAnnouncements');
    expect(body.totalresults).toBe('4');
    await docs.close();
  });

  it('paginates', async () => {
    const body = await callOk(emulator, 'GetAnnouncements', {
      limitstart: 1,
      limitnum: 2,
    });
    expect(body).toMatchObject({ startnumber: '1', numreturned: '2' });
    expect(
      body.announcements.announcement.map((a: { id: string }) => a.id),
    ).toEqual(['1', '2']);
  });
});
