import { readFileSync } from 'node:fs';

import { expect } from 'vitest';

import type { Clock } from '../src/clock.js';
import { DEMO_CREDENTIALS } from '../src/constants.js';
import type { Emulator } from '../src/options.js';

/**
 * The day the date-dependent tests pin: the seed day the demo's story was written
 * for. Tests that read seeded dates or "today" pass it as `seedDate` and run on
 * {@link pinnedClock}, so the calendar passing changes nothing.
 */
export const PINNED_DAY = '2026-11-28';

/** A clock standing still at noon UTC on {@link PINNED_DAY}. */
export const pinnedClock: Clock = () => Date.parse(`${PINNED_DAY}T12:00:00Z`);

/** A parsed API reply (loosely typed: tests look into it freely). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** An API call's HTTP status, raw body and parsed JSON (undefined if not JSON). */
export interface ApiResult {
  status: number;
  raw: string;
  body: Json;
  contentType: string;
}

/** Form fields of a call; `undefined` values are left out. */
export type Fields = Record<string, string | number | boolean | undefined>;

/** Posts a form-encoded API call with the demo credentials (unless overridden). */
export async function callApi(
  emulator: Emulator,
  fields: Fields,
  options: { withCredentials?: boolean } = {},
): Promise<ApiResult> {
  const form = new URLSearchParams();
  if (options.withCredentials !== false) {
    form.set('identifier', DEMO_CREDENTIALS.identifier);
    form.set('secret', DEMO_CREDENTIALS.secret);
  }
  form.set('responsetype', 'json');
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) {
      form.append(key, String(value));
    }
  }
  const response = await emulator.app.inject({
    method: 'POST',
    url: '/includes/api.php',
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  let body: Json;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = undefined;
  }
  return {
    status: response.statusCode,
    raw: response.body,
    body,
    contentType: String(response.headers['content-type'] ?? ''),
  };
}

/** Calls an action and expects HTTP 200 with `result: "success"`; returns the body. */
export async function callOk(
  emulator: Emulator,
  action: string,
  fields: Fields = {},
): Promise<Json> {
  const result = await callApi(emulator, { action, ...fields });
  expect(result.status, result.raw).toBe(200);
  expect(result.body?.result, result.raw).toBe('success');
  return result.body;
}

/** Calls an action and expects HTTP 200 with `result: "error"`; returns the message. */
export async function callError(
  emulator: Emulator,
  action: string,
  fields: Fields = {},
): Promise<string> {
  const result = await callApi(emulator, { action, ...fields });
  expect(result.status, result.raw).toBe(200);
  expect(result.body?.result, result.raw).toBe('error');
  return String(result.body.message);
}

/** WHMCS's published example replies, copied into the repository (see SOURCES.md there). */
export const SAMPLES_DIR = new URL('fixtures/whmcs-samples/', import.meta.url);

/** WHMCS's published example reply of an action (`whmcs-samples/<Action>.json`). */
export function loadSample(action: string): Json {
  return JSON.parse(
    readFileSync(new URL(`${action}.json`, SAMPLES_DIR), 'utf8'),
  );
}

function jsonType(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'array';
  }
  return typeof value;
}

/**
 * Lists where `actual` differs in shape from `sample`: every key of the sample must
 * exist in the reply with the same JSON type, recursively, lists compared through
 * their first element (when both have one).
 */
export function findShapeMismatches(
  actual: unknown,
  sample: unknown,
  path = '$',
): string[] {
  const expectedType = jsonType(sample);
  const actualType = jsonType(actual);
  if (expectedType !== actualType) {
    return [`${path}: expected ${expectedType}, got ${actualType}`];
  }
  if (Array.isArray(sample) && Array.isArray(actual)) {
    if (sample.length === 0 || actual.length === 0) {
      return [];
    }
    return findShapeMismatches(actual[0], sample[0], `${path}[0]`);
  }
  if (expectedType === 'object') {
    const sampleRecord = sample as Record<string, unknown>;
    const actualRecord = actual as Record<string, unknown>;
    return Object.keys(sampleRecord).flatMap((key) =>
      Object.hasOwn(actualRecord, key)
        ? findShapeMismatches(
            actualRecord[key],
            sampleRecord[key],
            `${path}.${key}`,
          )
        : [`${path}.${key}: missing`],
    );
  }
  return [];
}

/** Asserts that a reply has the shape of WHMCS's sample for the action. */
export function expectSampleShape(actual: unknown, action: string): void {
  expect(findShapeMismatches(actual, loadSample(action))).toEqual([]);
}

/** base64 of PHP `serialize()` of a flat array (int keys for numeric strings, as PHP does). */
export function encodePhpArray(
  values: Record<string, string | number>,
): string {
  const encodeKey = (key: string): string =>
    /^(0|-?[1-9]\d*)$/.test(key)
      ? `i:${key};`
      : `s:${Buffer.byteLength(key)}:"${key}";`;
  const encodeValue = (value: string | number): string =>
    typeof value === 'number' && Number.isInteger(value)
      ? `i:${value};`
      : `s:${Buffer.byteLength(String(value))}:"${String(value)}";`;
  const body = Object.entries(values)
    .map(([key, value]) => `${encodeKey(key)}${encodeValue(value)}`)
    .join('');
  const serialized = `a:${Object.keys(values).length}:{${body}}`;
  return Buffer.from(serialized, 'utf8').toString('base64');
}

/** base64 of the JSON `attachments` list OpenTicket and AddTicketReply take. */
export function encodeAttachments(
  files: { name: string; data: Buffer }[],
  key: 'name' | 'filename' = 'name',
): string {
  return Buffer.from(
    JSON.stringify(
      files.map((file) => ({
        [key]: file.name,
        data: file.data.toString('base64'),
      })),
    ),
  ).toString('base64');
}
