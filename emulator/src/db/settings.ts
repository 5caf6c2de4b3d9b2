import { prepare, type Database } from './database.js';

/**
 * WHMCS's General Settings the emulator knows (`tblconfiguration`), with the
 * values of a fresh install; a row of `settings` overrides one.
 */
export const DEFAULT_SETTINGS: Readonly<Record<string, string>> = {
  AddFundsEnabled: '',
  AddFundsMinimum: '10.00',
  AddFundsMaximum: '100.00',
  AddFundsMaximumBalance: '300.00',
};

/** A setting's value, or `undefined` when WHMCS has no such setting. */
export function getSetting(db: Database, setting: string): string | undefined {
  const row = prepare<[string], { value: string }>(
    db,
    'SELECT value FROM settings WHERE setting = ?',
  ).get(setting);
  if (row) {
    return row.value;
  }
  return Object.hasOwn(DEFAULT_SETTINGS, setting)
    ? DEFAULT_SETTINGS[setting]
    : undefined;
}

/** Sets (or overrides) a setting. */
export function setSetting(db: Database, setting: string, value: string): void {
  prepare<[string, string]>(
    db,
    'INSERT INTO settings (setting, value) VALUES (?, ?) ON CONFLICT(setting) DO UPDATE SET value = excluded.value',
  ).run(setting, value);
}
