import type { ReplyStyle } from '../../options.js';
import { STORE_AS_IS, STORE_ESCAPED } from '../../text.js';
import { getMeta, setMeta, type Database } from '../database.js';

import { seedBulk } from './bulk.js';
import { seedCatalog } from './catalog.js';
import { seedDemo } from './demo.js';
import { seedNetworkIssues } from './network-issues.js';
import { seedOddClient } from './odd-client.js';
import { LEGACY_SEED_DATE, seedDaysOf } from './seed-days.js';

/** What to seed into an empty database. */
export interface SeedOptions {
  seed: 'demo' | 'none';
  bulkClients: number;
  /**
   * `real` (default) stores texts HTML-escaped as WHMCS does and adds the odd but
   * real records (demo client 4, odd bulk records); `docs` stores texts as written.
   */
  replyStyle?: ReplyStyle;
  /** The seed day (`YYYY-MM-DD`) every seeded date counts from; kept in `meta.seed_date`. */
  seedDate: string;
}

/**
 * Seeds an empty database in one transaction: the WHMCS configuration always, the
 * demo customers with `seed: 'demo'`, and `bulkClients` generated ones, dated from
 * the seed day. A database that was seeded before is left as it is, its seed day
 * with it. Returns whether it seeded.
 */
export function seedDatabase(db: Database, options: SeedOptions): boolean {
  if (getMeta(db, 'seeded') !== undefined) {
    return false;
  }
  const replyStyle = options.replyStyle ?? 'real';
  const isReal = replyStyle === 'real';
  const store = isReal ? STORE_ESCAPED : STORE_AS_IS;
  const days = seedDaysOf(options.seedDate);
  db.transaction(() => {
    seedCatalog(db, store, days);
    if (options.seed === 'demo') {
      seedDemo(db, store, days);
      seedNetworkIssues(db, store, days);
      if (isReal) {
        seedOddClient(db, store, days);
      }
    }
    if (options.bulkClients > 0) {
      seedBulk(db, options.bulkClients, {
        store,
        withOddRecords: isReal,
        days,
      });
    }
    setMeta(db, 'seeded', options.seed);
    setMeta(db, 'bulk_clients', String(options.bulkClients));
    setMeta(db, 'reply_style', replyStyle);
    setMeta(db, 'seed_date', options.seedDate);
  })();
  return true;
}

/** The seed day of a seeded database: the one it keeps in its meta, else {@link LEGACY_SEED_DATE}. */
export function storedSeedDate(db: Database): string {
  return getMeta(db, 'seed_date') ?? LEGACY_SEED_DATE;
}
