import type { Locale } from '@members/contract';

import deDe from './de-de.json' with { type: 'json' };
import enEn from './en-en.json' with { type: 'json' };
import esEs from './es-es.json' with { type: 'json' };
import frFr from './fr-fr.json' with { type: 'json' };
import ptPt from './pt-pt.json' with { type: 'json' };
import seSe from './se-se.json' with { type: 'json' };
import trTr from './tr-tr.json' with { type: 'json' };

/**
 * The texts the server writes itself (mails, the invoice PDF) in one locale.
 * English is the reference: every other catalog has exactly its keys, which
 * web/src/locales/catalogs.test.ts checks together with the web catalogs.
 */
export type ServerCatalog = typeof enEn;

/**
 * The server catalogs of every locale, one JSON file each next to this module
 * (the build copies them into server/dist/locales).
 */
export const SERVER_CATALOGS: Readonly<Record<Locale, ServerCatalog>> = {
  'en-en': enEn,
  'de-de': deDe,
  'es-es': esEs,
  'fr-fr': frFr,
  'pt-pt': ptPt,
  'se-se': seSe,
  'tr-tr': trTr,
};
