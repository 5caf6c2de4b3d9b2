import type { Locale } from '@members/contract';

/** A locale's strings, by area (`login`, `errors`, …), as in `locales/<locale>/<area>.json`. */
export type Catalog = Record<string, unknown>;

// Every area of one locale lands in one chunk (see vite.config.ts), so a
// locale costs one request, and the sign-in page and the app share it. The
// areas of screens the app's first view never shows come with those
// screens (`screen-texts.ts`).
const areas = import.meta.glob<Catalog>(
  [
    '../locales/*/*.json',
    '!../locales/*/{subscriptions.details,lineStatus.card,affiliate,withdrawal,reseller,cancel,withdraw,devices,security,privacy,payment,profile,plans,status,funds,emails,connections,channels,tickets.report}.json',
    // The offline page's texts are built into that page (scripts/offline-pages.ts).
    '!../locales/*/offline.json',
  ],
  { import: 'default' },
);

function areaOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/** Loads one locale's catalog, and only that one. */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const entries = Object.entries(areas).filter(([path]) =>
    path.includes(`/locales/${locale}/`),
  );
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [areaOf(path), await load()] as const),
  );
  return Object.fromEntries(loaded);
}
