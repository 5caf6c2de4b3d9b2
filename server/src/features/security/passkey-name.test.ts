import { describe, expect, it } from 'vitest';

import { FIREFOX, IPHONE } from '../../../test/sign-in.js';

import { defaultPasskeyName } from './passkey-name.js';

describe('the default name of a passkey', () => {
  it('names a passkey of the device by its browser and system, without versions', () => {
    expect(defaultPasskeyName('platform', FIREFOX, 'en-en', [])).toBe(
      'Firefox · Linux',
    );
    expect(defaultPasskeyName(undefined, IPHONE, 'en-en', [])).toBe(
      'Safari · iOS',
    );
  });

  it('names a security key so, in the customer’s language', () => {
    expect(defaultPasskeyName('cross-platform', FIREFOX, 'en-en', [])).toBe(
      'Security key',
    );
    expect(defaultPasskeyName('cross-platform', FIREFOX, 'de-de', [])).toBe(
      'Sicherheitsschlüssel',
    );
  });

  it('falls back to the word for a passkey, and numbers a name already taken', () => {
    expect(defaultPasskeyName('platform', '', 'fr-fr', [])).toBe('Clé d’accès');
    expect(
      defaultPasskeyName('platform', FIREFOX, 'en-en', [
        'Firefox · Linux',
        'Firefox · Linux (2)',
      ]),
    ).toBe('Firefox · Linux (3)');
  });
});
