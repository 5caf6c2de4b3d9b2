import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { currentLocale, initI18n, setLocale } from './i18n';
import { loadScreenTexts } from './screen-texts';

describe('setLocale', () => {
  it('switches the language, the page language and the remembered choice', async () => {
    await initI18n('en-en');
    await setLocale('tr-tr');
    expect(currentLocale()).toBe('tr-tr');
    expect(document.documentElement.lang).toBe('tr-TR');
    expect(document.cookie).toContain('tr-tr');
    await setLocale('en-en');
  });

  it('does not announce a change to the language already shown (every translated component would render again)', async () => {
    await initI18n('en-en');
    const changes: string[] = [];
    const listener = (language: string) => changes.push(language);
    i18next.on('languageChanged', listener);
    await setLocale('en-en');
    await setLocale('de-de');
    await setLocale('de-de');
    i18next.off('languageChanged', listener);
    expect(changes).toEqual(['de-de']);
    await setLocale('en-en');
  });
});

describe('counts', () => {
  it.each([
    ['de-de', '10.000 Sender'],
    ['en-en', '10,000 channels'],
    // Intl's Swedish groups with a non-breaking space.
    ['se-se', `${new Intl.NumberFormat('sv-SE').format(10000)} kanaler`],
  ] as const)('group the digits the %s way: "%s"', async (locale, text) => {
    await initI18n('en-en');
    await setLocale(locale);
    await loadScreenTexts(['channels'], locale);
    expect(i18next.t('channels.count', { count: 10000 })).toBe(text);
    await setLocale('en-en');
  });

  // Swedish and Sami group digits alike; a long compact number tells them
  // apart ("10 tusen", not "10 duháhat").
  it('are written in Swedish for se-se, not in Northern Sami (Intl reads `se` as Sami)', async () => {
    await initI18n('en-en');
    const compact: Intl.NumberFormatOptions = {
      notation: 'compact',
      compactDisplay: 'long',
    };
    expect(
      i18next.services.formatter?.format(
        10000,
        'number(notation: compact; compactDisplay: long)',
        'se-se',
        {},
      ),
    ).toBe(new Intl.NumberFormat('sv-SE', compact).format(10000));
  });
});
