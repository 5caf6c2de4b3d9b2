import { prepare, type Database } from './database.js';
import {
  insertRow,
  updateColumns,
  Where,
  type Page,
  type SqlValue,
} from './rows.js';

/** A row of `services` (a client's product: WHMCS's `tblhosting`). */
export interface ServiceRow {
  id: number;
  client_id: number;
  order_id: number;
  order_number: string;
  product_id: number;
  server_id: number;
  qty: number;
  regdate: string;
  domain: string;
  dedicatedip: string;
  assignedips: string;
  firstpaymentamount: number;
  recurringamount: number;
  paymentmethod: string;
  billingcycle: string;
  nextduedate: string;
  terminationdate: string;
  status: string;
  username: string;
  password: string;
  subscriptionid: string;
  promoid: number;
  suspendreason: string;
  overideautosuspend: number;
  overidesuspenduntil: string;
  ns1: string;
  ns2: string;
  notes: string;
  diskusage: number;
  disklimit: number;
  bwusage: number;
  bwlimit: number;
  lastupdate: string;
}

/** A configurable option chosen on a service. */
export interface ServiceConfigOptionRow {
  service_id: number;
  config_id: number;
  sub_id: number;
  qty: number;
}

/** Filters of {@link listServices}. */
export interface ServiceFilters {
  clientId?: number;
  serviceId?: number;
  productId?: number;
  domain?: string;
  username?: string;
}

/** One service. */
export function getService(db: Database, id: number): ServiceRow | undefined {
  return prepare<[number], ServiceRow>(
    db,
    'SELECT * FROM services WHERE id = ?',
  ).get(id);
}

/** One page of services matching the filters (by id), with the total count. */
export function listServices(
  db: Database,
  filters: ServiceFilters,
  page: Page,
): { total: number; rows: ServiceRow[] } {
  const where = new Where();
  if (filters.clientId !== undefined) {
    where.add('client_id = ?', filters.clientId);
  }
  if (filters.serviceId !== undefined) {
    where.add('id = ?', filters.serviceId);
  }
  if (filters.productId !== undefined) {
    where.add('product_id = ?', filters.productId);
  }
  if (filters.domain !== undefined) {
    where.add('domain = ?', filters.domain);
  }
  if (filters.username !== undefined) {
    where.add('username = ?', filters.username);
  }
  const total =
    prepare<unknown[], { n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM services ${where.toString()}`,
    ).get(...where.values)?.n ?? 0;
  const rows = prepare<unknown[], ServiceRow>(
    db,
    `SELECT * FROM services ${where.toString()} ORDER BY id LIMIT ? OFFSET ?`,
  ).all(...where.values, page.limit, page.start);
  return { total, rows };
}

/** Inserts a service and returns its id. */
export function insertService(
  db: Database,
  columns: Record<string, SqlValue>,
): number {
  return insertRow(db, 'services', columns);
}

/** Updates some columns of a service. */
export function updateService(
  db: Database,
  id: number,
  columns: Record<string, SqlValue | undefined>,
): void {
  updateColumns(db, 'services', id, columns);
}

/** The configurable options chosen on a service. */
export function listServiceConfigOptions(
  db: Database,
  serviceId: number,
): ServiceConfigOptionRow[] {
  return prepare<[number], ServiceConfigOptionRow>(
    db,
    'SELECT * FROM service_config_options WHERE service_id = ? ORDER BY config_id',
  ).all(serviceId);
}

/** Sets the choice of one configurable option on a service. */
export function setServiceConfigOption(
  db: Database,
  row: ServiceConfigOptionRow,
): void {
  prepare(
    db,
    `INSERT INTO service_config_options (service_id, config_id, sub_id, qty) VALUES (?, ?, ?, ?)
     ON CONFLICT (service_id, config_id) DO UPDATE SET sub_id = excluded.sub_id, qty = excluded.qty`,
  ).run(row.service_id, row.config_id, row.sub_id, row.qty);
}

/** Counts a client's services: all of them and the Active ones. */
export function countClientServices(
  db: Database,
  clientId: number,
): { total: number; active: number } {
  const row = prepare<[number], { total: number; active: number | null }>(
    db,
    `SELECT COUNT(*) AS total, SUM(status = 'Active') AS active FROM services WHERE client_id = ?`,
  ).get(clientId);
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

/** A client's service counts by product type (`hostingaccount`, `other`…). */
export function countClientServicesByType(
  db: Database,
  clientId: number,
): Map<string, { total: number; active: number }> {
  const rows = prepare<
    [number],
    { type: string; total: number; active: number | null }
  >(
    db,
    `SELECT p.type AS type, COUNT(*) AS total, SUM(s.status = 'Active') AS active
     FROM services s JOIN products p ON p.id = s.product_id
     WHERE s.client_id = ? GROUP BY p.type`,
  ).all(clientId);
  return new Map(
    rows.map((row) => [
      row.type,
      { total: row.total, active: row.active ?? 0 },
    ]),
  );
}
