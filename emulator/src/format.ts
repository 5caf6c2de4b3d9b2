/** WHMCS's "not set" date. */
export const ZERO_DATE = '0000-00-00';

/** WHMCS's "not set" date-time. */
export const ZERO_DATETIME = '0000-00-00 00:00:00';

/** Cents as WHMCS's two-decimal amount string (`1234` → `"12.34"`). */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** A decimal amount (`"12.3"`, `"-1"`) in cents; `undefined` when it is not a number. */
export function parseMoney(value: string | undefined): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  const trimmed = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed) && !/^-?\.\d+$/.test(trimmed)) {
    return undefined;
  }
  return Math.round(Number(trimmed) * 100);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A date as `YYYY-MM-DD` in server-local time, as WHMCS stores it. */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date-time as `YYYY-MM-DD HH:MM:SS` in server-local time. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Now, as a WHMCS date-time. */
export function nowDateTime(): string {
  return formatDateTime(new Date());
}

/** Today, as a WHMCS date. */
export function today(): string {
  return formatDate(new Date());
}

/** `YYYY-MM-DD[ …]` as the installation's display format `DD/MM/YYYY`. */
export function toDisplayDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

/** Whether a string is a valid `YYYY-MM-DD` date. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Parses the date-time inputs WHMCS accepts (`YYYY-MM-DD HH:mm:ss`, ISO 8601, a bare
 * date) into a WHMCS date-time; `undefined` when unparseable.
 */
export function parseDateTimeInput(value: string): string | undefined {
  const trimmed = value.trim();
  const plain =
    /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  if (plain) {
    const [, date = '', hh = '00', mm = '00', ss = '00'] = plain;
    return isIsoDate(date) ? `${date} ${hh}:${mm}:${ss}` : undefined;
  }
  const parsed = new Date(trimmed);
  return Number.isNaN(parsed.getTime()) ? undefined : formatDateTime(parsed);
}
