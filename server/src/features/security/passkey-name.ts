import { PASSKEY_NAME_MAX } from '@members/contract';
import type { Locale } from '@members/contract';

import { summariseUserAgent } from '../../lib/user-agent.js';

/** A key the customer carries (USB, NFC), and any other passkey, in their language. */
const WORDS: Record<Locale, { securityKey: string; passkey: string }> = {
  'en-en': { securityKey: 'Security key', passkey: 'Passkey' },
  'de-de': { securityKey: 'Sicherheitsschlüssel', passkey: 'Passkey' },
  'es-es': { securityKey: 'Llave de seguridad', passkey: 'Llave de acceso' },
  'fr-fr': { securityKey: 'Clé de sécurité', passkey: 'Clé d’accès' },
  'pt-pt': { securityKey: 'Chave de segurança', passkey: 'Chave de acesso' },
  'se-se': { securityKey: 'Säkerhetsnyckel', passkey: 'Nyckel' },
  'tr-tr': { securityKey: 'Güvenlik anahtarı', passkey: 'Geçiş anahtarı' },
};

const withoutVersion = (name: string | null) =>
  name === null ? null : name.replace(/ \d+$/, '');

/**
 * The name a new passkey gets when the customer gives none: a security key
 * is called so; a passkey of the device or its password manager by the
 * browser and system it was made on ("Chrome · macOS"). A name the customer
 * has already gets a number, so the list tells them apart.
 */
export function defaultPasskeyName(
  attachment: string | undefined,
  userAgent: string,
  locale: Locale,
  taken: readonly string[],
): string {
  const words = WORDS[locale];
  const { browser, os } = summariseUserAgent(userAgent);
  const parts = [withoutVersion(browser), withoutVersion(os)].filter(
    (part): part is string => part !== null,
  );
  const base =
    attachment === 'cross-platform'
      ? words.securityKey
      : parts.length > 0
        ? parts.join(' · ')
        : words.passkey;
  let name = base;
  for (let number = 2; taken.includes(name); number += 1) {
    name = `${base} (${number})`;
  }
  return name.slice(0, PASSKEY_NAME_MAX);
}
