import { describe, expect, it } from 'vitest';

import { getPortalUrl, MASK, maskSecret } from './device-setup';

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
