import { LOCALE_TAGS, LOCALES } from '@members/contract';
import type { Locale } from '@members/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { initI18n } from '@/lib/i18n';
import { loadScreenTexts, SCREEN_AREAS } from '@/lib/screen-texts';

/*
 * Every count text of the web app (the keys with plural forms, `_one`,
 * `_other`, …) in every locale, as the app's i18next words it: the form
 * follows the language's plural rules for the number it is written next
 * to, and never leaves a key unworded.
 */

type Catalog = Record<string, unknown>;

const files = import.meta.glob<Catalog>('./*/*.json', {
  eager: true,
  import: 'default',
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A `{{variable}}` of a text, with or without a format (`{{count, number}}`). */
const VARIABLE = /\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g;

/** The numbers every count text is worded with, for each of its numbers. */
const NUMBERS = [0, 1, 2, 5];

/**
 * The variables that carry a number. A text may write only `count` next to
 * the words that change with the count: another number there has its own
 * plural, which `count` cannot choose.
 */
const NUMBER_VARIABLES = new Set(['count', 'active', 'max', 'number']);

/** The strings of one locale by dotted key (`<area>.<key>`). */
function stringsOf(locale: Locale): Map<string, string> {
  const strings = new Map<string, string>();
  const visit = (value: unknown, prefix: string) => {
    if (typeof value === 'string') {
      strings.set(prefix, value);
      return;
    }
    if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        visit(inner, `${prefix}.${key}`);
      }
    }
  };
  for (const [path, catalog] of Object.entries(files)) {
    const [, folder, file] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (folder === locale && file && file !== 'offline') {
      visit(catalog, file.split('.')[0] ?? file);
    }
  }
  return strings;
}

/** The count texts of a locale: each key with plural forms, and its forms. */
function countTexts(
  strings: Map<string, string>,
): Map<string, Map<string, string>> {
  const texts = new Map<string, Map<string, string>>();
  for (const [key, text] of strings) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match?.[1]) {
      const base = key.slice(0, match.index);
      const forms = texts.get(base) ?? new Map<string, string>();
      forms.set(match[1], text);
      texts.set(base, forms);
    }
  }
  return texts;
}

function variablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1] ?? ''))];
}

/** Every combination of the numbers for the text's number variables. */
function valueSets(variables: string[]): Record<string, string | number>[] {
  let sets: Record<string, string | number>[] = [{}];
  for (const name of variables) {
    const values = NUMBER_VARIABLES.has(name) ? NUMBERS : [`‹${name}›`];
    sets = sets.flatMap((set) =>
      values.map((value) => ({ ...set, [name]: value })),
    );
  }
  return sets;
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(VARIABLE, (_match, name: string) => String(values[name]));
}

/**
 * The word of a text the plural changes first (the first word one form has
 * and the other has not) and the number variable written nearest to it.
 */
function numberNextToChange(one: string, other: string): string | null {
  // A format is dropped first, so that `{{count, number}}` is one word.
  const words = (text: string) => text.replace(VARIABLE, '{{$1}}').split(/\s+/);
  const oneWords = words(one);
  const otherWords = new Set(words(other));
  const at = oneWords.findIndex(
    (word) => !otherWords.has(word) && !/\{\{/.test(word),
  );
  if (at === -1) {
    return null;
  }
  let nearest: { name: string; distance: number } | null = null;
  oneWords.forEach((word, index) => {
    const name = /\{\{\s*(\w+)\s*\}\}/.exec(word)?.[1];
    if (name && NUMBER_VARIABLES.has(name)) {
      const distance = Math.abs(index - at);
      if (!nearest || distance < nearest.distance) {
        nearest = { name, distance };
      }
    }
  });
  return (nearest as { name: string } | null)?.name ?? null;
}

const english = countTexts(stringsOf('en-en'));

describe('count texts', () => {
  // Every locale's texts loaded as the app loads them; each is worded with
  // its own language's t.
  beforeAll(async () => {
    for (const locale of LOCALES) {
      await initI18n(locale);
      await loadScreenTexts(SCREEN_AREAS, locale);
    }
    await initI18n('en-en');
  });

  it('are the ones the app words with a count', () => {
    expect([...english.keys()]).toEqual(
      expect.arrayContaining([
        'lineStatus.connections',
        'lineStatus.connectionsUnlimited',
        'lineStatus.expires',
        'lineStatus.full.why',
        'dashboard.attention.overdue',
        'invoices.list.showAll',
      ]),
    );
    expect(english.size).toBeGreaterThan(15);
  });

  for (const locale of LOCALES) {
    describe(locale, () => {
      const texts = countTexts(stringsOf(locale));
      const rules = new Intl.PluralRules(LOCALE_TAGS[locale]);

      it('has the forms its plural rules choose for 0, 1, 2 and 5, and the same count texts as English', () => {
        expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, forms] of texts) {
          for (const n of NUMBERS) {
            expect(forms.has(rules.select(n)), `${key} for ${n}`).toBe(true);
          }
        }
      });

      it('words each count text with the form that follows its count, for 0, 1, 2 and 5 for each of its numbers', () => {
        const t = i18next.getFixedT(locale);
        for (const [key, forms] of texts) {
          const variables = variablesOf([...forms.values()].join(' '));
          for (const values of valueSets(variables)) {
            const count = Number(values.count);
            const form = forms.get(rules.select(count)) ?? '';
            expect(t(key, values), `${key} ${JSON.stringify(values)}`).toBe(
              fill(form, values),
            );
          }
        }
      });

      it('writes the count in every form, next to the words that change with it', () => {
        for (const [key, forms] of texts) {
          const one = forms.get('one') ?? '';
          const other = forms.get('other') ?? '';
          for (const [name, form] of forms) {
            expect(variablesOf(form), `${key}_${name}`).toContain('count');
          }
          for (const [first, second] of [
            [one, other],
            [other, one],
          ] as const) {
            const nearest = numberNextToChange(first, second);
            if (nearest !== null) {
              expect(nearest, `${key}: "${first}"`).toBe('count');
            }
          }
        }
      });
    });
  }

  // The texts that were worded against their number, as the app shows them.
  it.each([
    ['en-en', 'invoices.list.showAll', 1, 'Show 1 invoice'],
    ['en-en', 'invoices.list.showAll', 5, 'Show all 5 invoices'],
    ['en-en', 'tickets.list.showAll', 1, 'Show 1 ticket'],
    ['en-en', 'tickets.list.showAll', 5, 'Show all 5 tickets'],
    ['se-se', 'lineStatus.expires', 2, 'Går ut ‹date› (om 2 dagar)'],
    ['se-se', 'dashboard.attention.announcements', 2, '2 nya meddelanden'],
    ['se-se', 'announcements.showMore', 2, 'Visa 2 meddelanden till'],
    ['se-se', 'devices.endedOthers', 2, '2 andra enheter har loggats ut'],
  ] as const)('%s: %s with %i is "%s"', (locale, key, count, text) => {
    expect(i18next.getFixedT(locale)(key, { count, date: '‹date›' })).toBe(
      text,
    );
  });
});
