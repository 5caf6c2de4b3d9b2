import { SHELL_DATA_ID } from '@members/contract';
import { afterEach, describe, expect, it } from 'vitest';

import { readShellData } from './shell-data';

function writeShellData(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SHELL_DATA_ID;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(SHELL_DATA_ID)?.remove();
});

describe('readShellData', () => {
  it('reads what the server wrote into the page', () => {
    writeShellData(
      '{"env":{"error":false,"providerName":"StreamMax \\u003c/script\\u003e"},"user":null}',
    );
    expect(readShellData()).toEqual({
      env: { error: false, providerName: 'StreamMax </script>' },
      user: null,
    });
  });

  it('gives null without shell data or with a broken one, so the app asks the API', () => {
    expect(readShellData()).toBeNull();
    writeShellData('{"env":');
    expect(readShellData()).toBeNull();
  });
});
