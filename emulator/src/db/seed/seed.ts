import type { ReplyStyle } from '../../options.js';
import { STORE_AS_IS, STORE_ESCAPED } from '../../text.js';
import { getMeta, setMeta, type Database } from '../database.js';

import { seedBulk } from './bulk.js';
import { seedCatalog } from './catalog.js';
import { seedDemo } from './demo.js';
import { seedOddClient } from './odd-client.js';

/** What to seed into an empty database. */
export interface SeedOptions {
  seed: 'demo' | 'none';
  bulkClients: number;
  /**
   * `real` (default) stores texts HTML-escaped as WHMCS does and adds the odd but
   * real records (demo client 4, odd bulk records); `docs` stores texts as written.
   */
  replyStyle?: ReplyStyle;
}

/**
 * Seeds an empty database in one transaction: the WHMCS configuration always, the
 * demo customers with `seed: 'demo'`, and `bulkClients` generated ones. A database
 * that was seeded before is left as it is. Returns whether it seeded.
 */
export function seedDatabase(db: Database, options: SeedOptions): boolean {
  if (getMeta(db, 'seeded') !== undefined) {
    return false;
  }
  const replyStyle = options.replyStyle ?? 'real';
  const isReal = replyStyle === 'real';
  const store = isReal ? STORE_ESCAPED : STORE_AS_IS;
  db.transaction(() => {
    seedCatalog(db, store);
    if (options.seed === 'demo') {
      seedDemo(db, store);
      if (isReal) {
        seedOddClient(db, store);
      }
    }
    if (options.bulkClients > 0) {
      seedBulk(db, options.bulkClients, { store, withOddRecords: isReal });
    }
    setMeta(db, 'seeded', options.seed);
    setMeta(db, 'bulk_clients', String(options.bulkClients));
    setMeta(db, 'reply_style', replyStyle);
  })();
  return true;
}
