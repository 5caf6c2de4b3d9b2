import { LOCALES } from '@members/contract';
import { describe, expect, it } from 'vitest';

type Catalog = Record<string, unknown>;

/** The web app's catalogs: `<locale>/<area>.json`, keys prefixed by the area. */
const webFiles = import.meta.glob<Catalog>('./*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * The server's catalogs (mails, invoice PDF): `server/src/locales/<locale>.json`,
 * read as data only, checked by the same rules as the web's.
 */
const serverFiles = import.meta.glob<Catalog>(
  '../../../server/src/locales/*.json',
  { eager: true, import: 'default' },
);

/**
 * Values that are rightly the same as in English: brand-like words and
 * examples. Anything else equal to the English text is an untranslated
 * string.
 */
/** Names of services, the same in every language. */
const PROPER_NAMES = ['common.footer.whatsapp', 'common.footer.telegram'];

const WEB_SAME_AS_ENGLISH: Record<string, string[]> = {
  'de-de': [
    ...PROPER_NAMES,
    'common.nav.tickets',
    'status.issue.status',
    'common.nav.reseller',
    'login.email.placeholder',
    'invoices.columns.status',
    'subscriptions.fields.status',
    'tickets.fields.status',
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
    'tickets.editor.code',
    'withdrawal.requests.ticket',
    'cancel.receipt.name',
    'withdraw.receipt.name',
  ],
  'fr-fr': [
    ...PROPER_NAMES,
    'common.nav.emails',
    'emails.title',
    'funds.date',
    'funds.description',
    'common.footer.email',
    'common.nav.tickets',
    'login.email.placeholder',
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
    'tickets.editor.code',
    'withdrawal.requests.ticket',
  ],
  'se-se': [
    ...PROPER_NAMES,
    'status.issue.status',
    'login.email.placeholder',
    'invoices.columns.status',
    'subscriptions.fields.status',
    'tickets.fields.status',
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
    'withdrawal.form.max',
  ],
  'es-es': [
    ...PROPER_NAMES,
    'invoices.totals.subtotal',
    'subscriptions.guide.smartTv.tab',
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
  ],
  'pt-pt': [
    ...PROPER_NAMES,
    'common.nav.emails',
    'emails.title',
    'emails.frameTitle',
    'common.footer.email',
    'affiliate.commission.percentage',
    'invoices.totals.subtotal',
    'invoices.totals.total',
    'subscriptions.guide.smartTv.tab',
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
    'tickets.open.subscriptionOption',
  ],
  'tr-tr': [
    ...PROPER_NAMES,
    'subscriptions.guide.android.tab',
    'subscriptions.guide.enigma2.tab',
    'tickets.open.subscriptionOption',
    'withdrawal.form.notesCount',
  ],
};

/** The same, for the server catalogs. */
const SERVER_SAME_AS_ENGLISH: Record<string, string[]> = {
  'de-de': ['pdf.status'],
  'fr-fr': ['pdf.description', 'pdf.total'],
  'se-se': ['pdf.status'],
  'es-es': ['pdf.subtotal', 'pdf.total'],
  'pt-pt': ['pdf.subtotal', 'pdf.total'],
};

/**
 * Every string of a catalog by its dotted key. A leaf that is not a string
 * (number, null, empty object) counts as an empty value.
 */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  if (value && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) {
      for (const [path, text] of flatten(
        inner,
        prefix ? `${prefix}.${key}` : key,
      )) {
        out.set(path, text);
      }
    }
    return out;
  }
  out.set(prefix, '');
  return out;
}

/**
 * Web catalogs by locale: every area file of a locale folder, merged. A
 * `<area>.<part>.json` file holds more keys of `<area>`.
 */
function webCatalogs(): Map<string, Map<string, string>> {
  const all = new Map<string, Map<string, string>>();
  for (const [path, catalog] of Object.entries(webFiles)) {
    const [, folder, file] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (folder && file) {
      const strings = all.get(folder) ?? new Map<string, string>();
      for (const [key, text] of flatten(catalog, file.split('.')[0])) {
        expect(strings.has(key), `${path}: ${key} is in two files`).toBe(false);
        strings.set(key, text);
      }
      all.set(folder, strings);
    }
  }
  return all;
}

/** Server catalogs by locale: one file each. */
function serverCatalogs(): Map<string, Map<string, string>> {
  const all = new Map<string, Map<string, string>>();
  for (const [path, catalog] of Object.entries(serverFiles)) {
    const [, locale] = /\/([^/]+)\.json$/.exec(path) ?? [];
    if (locale) {
      all.set(locale, flatten(catalog));
    }
  }
  return all;
}

/** The variables a text names; `{{count, number}}` names `count`. */
function variablesOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)]
    .map((match) => match[1] ?? '')
    .sort();
}

/**
 * The parity rules every set of catalogs follows: one catalog per locale,
 * each with exactly the English keys, no empty value, the English
 * `{{variables}}` per key, and no English text left except where allowed.
 */
function describeParity(
  name: string,
  catalogs: Map<string, Map<string, string>>,
  options: { minimumKeys: number; sameAsEnglish: Record<string, string[]> },
): void {
  describe(name, () => {
    const english = catalogs.get('en-en') ?? new Map<string, string>();

    it('has a catalog for exactly the supported locales', () => {
      expect([...catalogs.keys()].sort()).toEqual([...LOCALES].sort());
    });

    it('has English strings', () => {
      expect(english.size).toBeGreaterThan(options.minimumKeys);
    });

    for (const locale of LOCALES) {
      describe(locale, () => {
        const catalog = catalogs.get(locale) ?? new Map<string, string>();

        it('has no empty value', () => {
          const empty = [...catalog]
            .filter(([, text]) => text.trim() === '')
            .map(([key]) => key);
          expect(empty).toEqual([]);
        });

        if (locale === 'en-en') {
          return;
        }

        it('has exactly the English keys', () => {
          expect([...catalog.keys()].sort()).toEqual(
            [...english.keys()].sort(),
          );
        });

        it('keeps every {{variable}}', () => {
          for (const [key, text] of english) {
            expect(variablesOf(catalog.get(key) ?? ''), key).toEqual(
              variablesOf(text),
            );
          }
        });

        it('leaves no English behind', () => {
          const allowed = new Set(options.sameAsEnglish[locale] ?? []);
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
}

describe('locale catalogs', () => {
  describeParity('web (web/src/locales)', webCatalogs(), {
    minimumKeys: 200,
    sameAsEnglish: WEB_SAME_AS_ENGLISH,
  });
  describeParity('server (server/src/locales)', serverCatalogs(), {
    minimumKeys: 40,
    sameAsEnglish: SERVER_SAME_AS_ENGLISH,
  });
});
