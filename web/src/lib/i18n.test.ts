import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { currentLocale, initI18n, setLocale } from './i18n';

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
