import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import affiliateDe from '@/locales/de-de/affiliate.json';
import subscriptionDetailsEn from '@/locales/en-en/subscriptions.details.json';
import subscriptionsEn from '@/locales/en-en/subscriptions.json';

import { initI18n, setLocale } from './i18n';
import { loadScreenTexts, SCREEN_AREAS } from './screen-texts';

/** The English files of every screen area, read as data. */
const englishFiles = import.meta.glob<Record<string, unknown>>(
  '../locales/en-en/*.json',
  { eager: true, import: 'default' },
);

describe('screen texts', () => {
  it('are not in the app catalog until their screen asks for them', async () => {
    await initI18n('en-en');
    expect(i18next.exists('affiliate.title')).toBe(false);
    expect(i18next.exists('subscriptions.guide.title')).toBe(false);
    // The dashboard's own subscription texts are there from the start.
    expect(i18next.t('subscriptions.title')).toBe(subscriptionsEn.title);
  });

  it('are each left out of the app catalog and loaded by their loader (the lists agree)', async () => {
    await initI18n('en-en');
    const firstKeys = SCREEN_AREAS.map((area) => {
      const texts = englishFiles[`../locales/en-en/${area}.json`];
      expect(texts, area).toBeDefined();
      const [first] = Object.keys(texts ?? {});
      return `${area.split('.')[0] ?? area}.${first ?? ''}`;
    });
    for (const key of firstKeys) {
      expect(i18next.exists(key), key).toBe(false);
    }
    await loadScreenTexts(SCREEN_AREAS);
    for (const key of firstKeys) {
      expect(i18next.exists(key), key).toBe(true);
    }
  });

  it('join their area: a part file adds keys beside the app catalog', async () => {
    await initI18n('en-en');
    await loadScreenTexts(['subscriptions.details', 'affiliate']);
    expect(i18next.t('subscriptions.back')).toBe(subscriptionDetailsEn.back);
    // The keys the app catalog had stay.
    expect(i18next.t('subscriptions.title')).toBe(subscriptionsEn.title);
    expect(i18next.exists('affiliate.title')).toBe(true);
  });

  it('come along when the language changes, before the switch', async () => {
    await initI18n('en-en');
    await loadScreenTexts(['affiliate']);
    await setLocale('de-de');
    expect(i18next.language).toBe('de-de');
    expect(i18next.t('affiliate.title')).toBe(affiliateDe.title);
    await setLocale('en-en');
  });
});
