import type { ServerClock } from './calendar.js';
import type { Cycle } from './cycles.js';
import { prepare, type Database } from './db/database.js';
import type { ConfigOptionSubRow } from './db/products.js';
import {
  getService,
  setServiceConfigOption,
  updateService,
} from './db/services.js';

/**
 * A configurable option choice's price per cycle in a currency, in cents:
 * the seed prices choices monthly, and a longer cycle costs its months of it.
 */
export function subCyclePrice(
  sub: Pick<ConfigOptionSubRow, 'monthly'>,
  cycle: Pick<Cycle, 'months'>,
  rate: number,
): number {
  return Math.round(sub.monthly * rate) * cycle.months;
}

/** The part of an `upgrades` row a configurable-option change needs. */
export interface ConfigUpgrade {
  id: number;
  orderid: number;
  relid: number;
  /** `<configid>=><old choice>`, as WHMCS stores it. */
  originalvalue: string;
  /** The new choice (sub-option id). */
  newvalue: string;
  newrecurringamount: number;
}

/**
 * Applies a paid configurable-option change (WHMCS's doUpgrade for
 * `configoptions`): the service takes the new choice and recurring amount.
 */
export function applyConfigUpgrade(
  db: Database,
  clock: ServerClock,
  upgrade: ConfigUpgrade,
): void {
  const service = getService(db, upgrade.relid);
  const configId = Number(upgrade.originalvalue.split('=>')[0]);
  if (!service || !configId) {
    return;
  }
  setServiceConfigOption(db, {
    service_id: service.id,
    config_id: configId,
    sub_id: Number(upgrade.newvalue),
    qty: 0,
  });
  updateService(db, service.id, {
    recurringamount: upgrade.newrecurringamount,
    lastupdate: clock.nowDateTime(),
  });
  prepare(
    db,
    "UPDATE upgrades SET paid = 'Y', status = 'Completed' WHERE id = ?",
  ).run(upgrade.id);
  prepare(db, "UPDATE orders SET status = 'Active' WHERE id = ?").run(
    upgrade.orderid,
  );
}
