import { prepare, type Database } from './database.js';

/** A row of `custom_fields`; `type` is `product` or `client`. */
export interface CustomFieldRow {
  id: number;
  type: string;
  name: string;
  description: string;
  field_type: string;
  required: number;
  show_order: number;
  /** 1: "Admin Only", hidden from the client area (shown and written by the API). */
  admin_only: number;
  sort: number;
}

/** The custom fields of a product, in display order. */
export function listProductCustomFields(
  db: Database,
  productId: number,
): CustomFieldRow[] {
  return prepare<[number], CustomFieldRow>(
    db,
    `SELECT f.* FROM custom_fields f
     JOIN product_custom_fields p ON p.field_id = f.id
     WHERE p.product_id = ? ORDER BY f.sort, f.id`,
  ).all(productId);
}

/** The client custom fields, in display order. */
export function listClientCustomFields(db: Database): CustomFieldRow[] {
  return prepare<[], CustomFieldRow>(
    db,
    "SELECT * FROM custom_fields WHERE type = 'client' ORDER BY sort, id",
  ).all();
}

/** The stored values of one record (service or client), by field id. */
export function getCustomFieldValues(
  db: Database,
  relId: number,
  fields: CustomFieldRow[],
): Map<number, string> {
  const values = new Map<number, string>();
  const statement = prepare<[number, number], { value: string }>(
    db,
    'SELECT value FROM custom_field_values WHERE field_id = ? AND rel_id = ?',
  );
  for (const field of fields) {
    values.set(field.id, statement.get(field.id, relId)?.value ?? '');
  }
  return values;
}

/** Stores one custom field value of a record (service or client). */
export function setCustomFieldValue(
  db: Database,
  fieldId: number,
  relId: number,
  value: string,
): void {
  prepare(
    db,
    `INSERT INTO custom_field_values (field_id, rel_id, value) VALUES (?, ?, ?)
     ON CONFLICT (field_id, rel_id) DO UPDATE SET value = excluded.value`,
  ).run(fieldId, relId, value);
}

/**
 * Writes the values of a decoded `customfields` parameter, keeping only ids that
 * belong to `fields`; the others are ignored, as WHMCS does.
 */
export function applyCustomFieldValues(
  db: Database,
  relId: number,
  fields: CustomFieldRow[],
  values: Record<string, string>,
): void {
  const allowed = new Set(fields.map((field) => field.id));
  for (const [key, value] of Object.entries(values)) {
    const id = Number(key);
    if (allowed.has(id)) {
      setCustomFieldValue(db, id, relId, value);
    }
  }
}
