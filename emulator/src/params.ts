import { escapeLikeWhmcs } from './text.js';

type RawValue = string | string[];

/** How {@link Params} reads a call. */
export interface ParamsOptions {
  /**
   * Escape every value like WHMCS does when it boots (`htmlspecialchars` with
   * ENT_QUOTES over `$_POST`), so that what actions store is what WHMCS stores.
   */
  escapeText?: boolean;
}

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);

function flatten(
  value: unknown,
  key: string,
  out: Map<string, RawValue>,
): void {
  if (value === null || value === undefined) {
    out.set(key, '');
  } else if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      out.set(
        key,
        value.map((item) => String(item ?? '')),
      );
    } else {
      value.forEach((item, index) => flatten(item, `${key}[${index}]`, out));
    }
  } else if (typeof value === 'object') {
    for (const [sub, item] of Object.entries(value)) {
      flatten(item, `${key}[${sub}]`, out);
    }
  } else if (typeof value === 'boolean') {
    out.set(key, value ? '1' : '0');
  } else {
    out.set(key, String(value as string | number));
  }
}

function escapeValue(value: RawValue): RawValue {
  return Array.isArray(value)
    ? value.map((item) => escapeLikeWhmcs(item))
    : escapeLikeWhmcs(value);
}

/**
 * The parameters of one API call, read the way PHP reads `$_POST`: bracket keys such
 * as `unset[0]` or `email_preferences[general]` arrive flat and are grouped on demand,
 * and a repeated plain key keeps its last value. With `escapeText` every value reads
 * HTML-escaped, as WHMCS's own code sees it.
 */
export class Params {
  private readonly values = new Map<string, RawValue>();
  private readonly rawValues = new Map<string, RawValue>();
  /** Whether values read escaped (WHMCS's boot-time `htmlspecialchars`). */
  readonly escapesText: boolean;

  /** Wraps a parsed form body (or a JSON object, flattened to bracket keys). */
  constructor(body: unknown, options: ParamsOptions = {}) {
    this.escapesText = options.escapeText === true;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body)) {
        flatten(value, key, this.rawValues);
      }
    }
    for (const [key, value] of this.rawValues) {
      this.values.set(key, this.escapesText ? escapeValue(value) : value);
    }
  }

  /**
   * The value as sent, never escaped: for the API credentials, which WHMCS checks
   * against what the admin configured, not against stored customer text.
   */
  rawString(name: string): string | undefined {
    const value = this.rawValues.get(name);
    if (Array.isArray(value)) {
      return value[value.length - 1];
    }
    return value;
  }

  /**
   * Text that reached the action another way (decoded from a base64 parameter) in the
   * form it is stored: escaped when this call escapes text.
   */
  storeText(value: string): string {
    return this.escapesText ? escapeLikeWhmcs(value) : value;
  }

  /** Whether the parameter was sent at all (even empty). */
  has(name: string): boolean {
    return this.values.has(name);
  }

  /** The raw value (the last one if repeated), or `undefined`. */
  string(name: string): string | undefined {
    const value = this.values.get(name);
    if (Array.isArray(value)) {
      return value[value.length - 1];
    }
    return value;
  }

  /** The value trimmed, `''` when absent. */
  text(name: string): string {
    return (this.string(name) ?? '').trim();
  }

  /** The value as an integer the way PHP's `(int)` reads it; `undefined` if absent or not numeric. */
  int(name: string): number | undefined {
    const match = /^\s*([+-]?\d+)/.exec(this.string(name) ?? '');
    return match?.[1] === undefined ? undefined : Number(match[1]);
  }

  /** A boolean flag: `1`, `true`, `on`, `yes` are true; anything else (or absence) false. */
  bool(name: string): boolean {
    return TRUE_WORDS.has(this.text(name).toLowerCase());
  }

  /** The values of `name[]`, `name[0]`, `name[1]`…, in the order they were sent. */
  list(name: string): string[] {
    const out: string[] = [];
    const prefix = `${name}[`;
    for (const [key, value] of this.values) {
      if (key === name || (key.startsWith(prefix) && key.endsWith(']'))) {
        out.push(...(Array.isArray(value) ? value : [value]));
      }
    }
    return out;
  }

  /** The entries of `name[key]=value` as a record. */
  record(name: string): Record<string, string> {
    const out: Record<string, string> = {};
    const prefix = `${name}[`;
    for (const [key, value] of this.values) {
      if (key.startsWith(prefix) && key.endsWith(']')) {
        const sub = key.slice(prefix.length, -1);
        const last = Array.isArray(value) ? value[value.length - 1] : value;
        out[sub] = last ?? '';
      }
    }
    return out;
  }
}
