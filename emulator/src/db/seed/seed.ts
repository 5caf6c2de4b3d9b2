import { getMeta, setMeta, type Database } from '../database.js';

import { seedBulk } from './bulk.js';
import { seedCatalog } from './catalog.js';
import { seedDemo } from './demo.js';

/** What to seed into an empty database. */
export interface SeedOptions {
  seed: 'demo' | 'none';
  bulkClients: number;
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
  db.transaction(() => {
    seedCatalog(db);
    if (options.seed === 'demo') {
      seedDemo(db);
    }
    if (options.bulkClients > 0) {
      seedBulk(db, options.bulkClients);
    }
    setMeta(db, 'seeded', options.seed);
    setMeta(db, 'bulk_clients', String(options.bulkClients));
  })();
  return true;
}
