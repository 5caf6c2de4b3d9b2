import { DEMO_ACCOUNTS } from '../../constants.js';
import { insertCredit } from '../credits.js';
import type { Database } from '../database.js';
import { setSetting } from '../settings.js';

import type { SeedDays } from './seed-days.js';

const [DEMO] = DEMO_ACCOUNTS;

/**
 * Seeds the demo customer's credit log (GetCredits), which adds up to the
 * €10.00 credit the client row holds: funds added, a part of them used on
 * a paid invoice, and a goodwill credit; and the demo's add-funds settings
 * (switched on, €5.00 to €200.00 at a time, at most €500.00 held).
 */
export function seedCredits(db: Database, days: SeedDays): void {
  const movements: [
    offset: number,
    description: string,
    cents: number,
    relid: number,
  ][] = [
    [-330, 'Add Funds Invoice #1003', 1500, 0],
    [-317, 'Credit Applied to Invoice #1003', -1000, 1003],
    [-20, 'Goodwill credit for the service outage', 500, 0],
  ];
  for (const [offset, description, amount, relid] of movements) {
    insertCredit(db, {
      client_id: DEMO.clientId,
      date: days.day(offset),
      description,
      amount,
      relid,
    });
  }
  setSetting(db, 'AddFundsEnabled', 'on');
  setSetting(db, 'AddFundsMinimum', '5.00');
  setSetting(db, 'AddFundsMaximum', '200.00');
  setSetting(db, 'AddFundsMaximumBalance', '500.00');
}
