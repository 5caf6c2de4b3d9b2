import { checkEmail } from '@members/contract';

import type { Brand } from './brand-settings.js';

/** A brand setting trimmed; null when it is unset or blank. */
export function readSetting(
  env: NodeJS.ProcessEnv,
  name: string,
): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function httpsLink(
  env: NodeJS.ProcessEnv,
  variable: string,
  problems: string[],
): string | null {
  const value = readSetting(env, variable);
  if (!value) {
    return null;
  }
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && !url.username && !url.password) {
      return url.toString();
    }
  } catch {
    // Reported below.
  }
  problems.push(`${variable}: must be an https:// link, got "${value}"`);
  return null;
}

function phoneDigits(
  env: NodeJS.ProcessEnv,
  variable: string,
  problems: string[],
): string | null {
  const value = readSetting(env, variable);
  if (!value) {
    return null;
  }
  if (
    !/^\+?[\d\s().-]{6,24}$/.test(value) ||
    !/\d{6}/.test(value.replace(/\D/g, ''))
  ) {
    problems.push(
      `${variable}: must be a phone number such as +49 30 1234567, got "${value}"`,
    );
    return null;
  }
  return value;
}

/** The support contact from the settings; each bad value goes to `problems`. */
export function readSupport(
  env: NodeJS.ProcessEnv,
  problems: string[],
): Brand['support'] {
  const email = readSetting(env, 'SUPPORT_EMAIL');
  if (email && checkEmail(email) !== null) {
    problems.push(`SUPPORT_EMAIL: "${email}" is not an e-mail address`);
  }
  const phone = phoneDigits(env, 'SUPPORT_PHONE', problems);
  const whatsapp = phoneDigits(env, 'SUPPORT_WHATSAPP', problems);
  const telegramText = readSetting(env, 'SUPPORT_TELEGRAM');
  const telegramName = telegramText
    ?.replace(/^https:\/\/t\.me\//, '')
    .replace(/^@/, '');
  if (
    telegramText &&
    !/^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(telegramName ?? '')
  ) {
    problems.push(
      `SUPPORT_TELEGRAM: must be a Telegram name such as @streammax_help, got "${telegramText}"`,
    );
  }
  return {
    email: email && checkEmail(email) === null ? email : null,
    phone,
    whatsapp: whatsapp ? `https://wa.me/${whatsapp.replace(/\D/g, '')}` : null,
    telegram:
      telegramText &&
      telegramName &&
      /^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(telegramName)
        ? `https://t.me/${telegramName}`
        : null,
  };
}

/** The legal pages from the settings, each an https:// link; each bad value goes to `problems`. */
export function readLegal(
  env: NodeJS.ProcessEnv,
  problems: string[],
): Brand['legal'] {
  return {
    imprint: httpsLink(env, 'IMPRINT_URL', problems),
    privacy: httpsLink(env, 'PRIVACY_URL', problems),
    terms: httpsLink(env, 'TERMS_URL', problems),
  };
}
