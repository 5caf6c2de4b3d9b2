import { describe, expect, it } from 'vitest';

import {
  toChannelCategories,
  toChannels,
  toProgrammes,
} from './live-answer.js';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('the panel’s live answers', () => {
  it('reads ids as text or numbers, a null or empty epg_channel_id and catch-up days as text', () => {
    expect(
      toChannelCategories([
        { category_id: '3', category_name: 'Sports <PPV>', parent_id: 0 },
        { category_id: 4, category_name: 'Новости' },
        { category_name: 'no id' },
      ]),
    ).toEqual([
      { id: '3', name: 'Sports <PPV>' },
      { id: '4', name: 'Новости' },
    ]);
    expect(
      toChannels([
        {
          num: 2,
          name: 'B',
          stream_id: 12,
          category_id: '3',
          epg_channel_id: '',
          tv_archive: 0,
          tv_archive_duration: 0,
        },
        {
          num: '1',
          name: 'A & "B"',
          stream_id: '11',
          category_id: 3,
          epg_channel_id: 'a.uk',
          tv_archive: '1',
          tv_archive_duration: '5',
        },
        { num: 3, name: 'no id' },
        'not a row',
      ]),
    ).toEqual([
      {
        streamId: 11,
        number: 1,
        name: 'A & "B"',
        categoryId: '3',
        hasCatchUp: true,
        catchUpDays: 5,
        hasGuide: true,
      },
      {
        streamId: 12,
        number: 2,
        name: 'B',
        categoryId: '3',
        hasCatchUp: false,
        catchUpDays: 0,
        hasGuide: false,
      },
    ]);
    expect(toChannels({ user_info: { auth: 1 } })).toEqual([]);
  });

  it('decodes base64 titles and reads the times as text or numbers, by start', () => {
    expect(
      toProgrammes({
        epg_listings: [
          {
            title: base64('Später: Nachrichten'),
            start_timestamp: 200,
            stop_timestamp: '300',
          },
          {
            title: base64('Now <live>'),
            start_timestamp: '100',
            stop_timestamp: '200',
          },
          { title: 'broken', start_timestamp: '300', stop_timestamp: '300' },
        ],
      }),
    ).toEqual([
      { title: 'Now <live>', start: 100, stop: 200 },
      { title: 'Später: Nachrichten', start: 200, stop: 300 },
    ]);
    expect(toProgrammes({ epg_listings: null })).toEqual([]);
    expect(toProgrammes([])).toEqual([]);
  });
});
