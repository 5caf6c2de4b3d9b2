import { describe, expect, it } from 'vitest';

import {
  getPlaylistChoices,
  getPortalUrl,
  MASK,
  maskSecret,
  pickPlaylist,
} from './device-setup';

describe('maskSecret', () => {
  it('masks the password in a URL, also when it is encoded', () => {
    expect(
      maskSecret(
        'http://tv.example:8080/get.php?username=u&password=a%2Bb',
        'a+b',
      ),
    ).toBe(`http://tv.example:8080/get.php?username=u&password=${MASK}`);
    expect(maskSecret('x?password=p4ss&y=p4ss', 'p4ss')).toBe(
      `x?password=${MASK}&y=${MASK}`,
    );
  });

  it('leaves the text alone without a secret', () => {
    expect(maskSecret('http://tv.example', '')).toBe('http://tv.example');
  });
});

describe('getPortalUrl', () => {
  it('adds /c/ to the server URL', () => {
    expect(getPortalUrl('http://tv.example:8080')).toBe(
      'http://tv.example:8080/c/',
    );
    expect(getPortalUrl('http://tv.example:8080/')).toBe(
      'http://tv.example:8080/c/',
    );
  });
});

describe('getPlaylistChoices', () => {
  const ts = { format: 'ts' as const, url: 'http://tv/get.php?output=ts' };
  const hls = { format: 'm3u8' as const, url: 'http://tv/get.php?output=m3u8' };

  it('offers every playlist while the panel is not known', () => {
    expect(getPlaylistChoices([ts, hls], null)).toEqual([ts, hls]);
    expect(getPlaylistChoices([ts, hls], undefined)).toEqual([ts, hls]);
  });

  it('offers only the formats the line allows, in the server order', () => {
    expect(getPlaylistChoices([ts, hls], ['m3u8'])).toEqual([hls]);
    expect(getPlaylistChoices([ts, hls], ['m3u8', 'rtmp', 'TS '])).toEqual([
      ts,
      hls,
    ]);
  });

  it('keeps the playlist when the line allows none it can be built in', () => {
    expect(getPlaylistChoices([ts, hls], ['rtmp'])).toEqual([ts, hls]);
    expect(getPlaylistChoices([ts, hls], [])).toEqual([ts, hls]);
  });

  it('picks the chosen format, or the first offered one', () => {
    expect(pickPlaylist([ts, hls], 'm3u8')).toBe(hls);
    expect(pickPlaylist([ts, hls], null)).toBe(ts);
    expect(pickPlaylist([hls], 'ts')).toBe(hls);
    expect(pickPlaylist([], 'ts')).toBeUndefined();
  });
});
