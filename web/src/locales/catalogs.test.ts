import { LOCALES } from '@members/contract';
import { describe, expect, it } from 'vitest';

type Catalog = Record<string, unknown>;

const files = import.meta.glob<Catalog>('./*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * Values that are rightly the same as in English: brand-like words and
 * examples. Anything else equal to the English text is an untranslated
 * string.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'de-de': [
    'common.nav.tickets',
    'common.nav.reseller',
    'login.email.placeholder',
    'invoices.columns.status',
    'subscriptions.fields.status',
    'tickets.fields.status',
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
    'tickets.editor.code',
    'withdrawal.requests.ticket',
  ],
  'fr-fr': [
    'common.nav.tickets',
    'login.email.placeholder',
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
    'tickets.editor.code',
    'withdrawal.requests.ticket',
  ],
  'se-se': [
    'login.email.placeholder',
    'invoices.columns.status',
    'subscriptions.fields.status',
    'tickets.fields.status',
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
    'withdrawal.form.max',
  ],
  'es-es': [
    'invoices.totals.subtotal',
    'subscriptions.guide.smartTv.tab',
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
  ],
  'pt-pt': [
    'affiliate.commission.percentage',
    'invoices.totals.subtotal',
    'invoices.totals.total',
    'subscriptions.guide.smartTv.tab',
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
    'tickets.open.subscriptionOption',
  ],
  'tr-tr': [
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
    'tickets.open.subscriptionOption',
    'withdrawal.form.notesCount',
  ],
};

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      for (const [path, text] of flatten(
        inner,
        prefix ? `${prefix}.${key}` : key,
      )) {
        out.set(path, text);
      }
    }
  }
  return out;
}

function catalogOf(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const [path, catalog] of Object.entries(files)) {
    const [, folder, file] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (folder === locale && file) {
      for (const [key, text] of flatten(catalog, file)) {
        all.set(key, text);
      }
    }
  }
  return all;
}

function variablesOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((match) => match[1] ?? '')
    .sort();
}

const english = catalogOf('en-en');

describe('locale catalogs', () => {
  it('has English strings', () => {
    expect(english.size).toBeGreaterThan(200);
  });

  for (const locale of LOCALES.filter((code) => code !== 'en-en')) {
    describe(locale, () => {
      const catalog = catalogOf(locale);

      it('has exactly the English keys', () => {
        expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it('keeps every {{variable}}', () => {
        for (const [key, text] of english) {
          expect(variablesOf(catalog.get(key) ?? ''), key).toEqual(
            variablesOf(text),
          );
        }
      });

      it('leaves no English behind', () => {
        const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
        const untranslated = [...english]
          .filter(
            ([key, text]) => catalog.get(key) === text && !allowed.has(key),
          )
          .map(([key]) => key);
        expect(untranslated).toEqual([]);
      });
    });
  }
});
