import { request as httpRequest } from 'node:http';

import { errorEnvelopeSchema } from '@members/contract';
import type { ErrorEnvelope } from '@members/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import type { TestResponse } from '../http-client.js';

/** One route the server registered. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * Every route the running server registered, read from Fastify's route
 * tree, so a route added later shows up here without anyone listing it.
 */
export function listRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) {
      continue;
    }
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] ?? '';
    stack.length = depth;
    stack.push(segment);
    const path = stack.join('').replace(/^\/?/, '/');
    for (const method of (match[3] ?? '').split(',')) {
      if (method.trim()) {
        routes.push({ method: method.trim(), path });
      }
    }
  }
  return routes;
}

/** An answer to a raw request. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * Sends exactly the given method, path and headers over node:http (fetch
 * refuses TRACE and cleans up odd paths; an attacker's client does not).
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          ...(body === undefined ? {} : { 'content-length': body.length }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Traces of internals that must never reach a client. */
const INTERNALS =
  /\bat [\w.<>]+ \(|\.ts:\d+|\.js:\d+|node_modules|FST_[A-Z_]+|Error: |stack/;

/**
 * Checks an error answer: the status, the JSON envelope with the code, the
 * no-store header and no stack trace or internal error name in the body.
 */
export function expectEnvelope(
  response: TestResponse | RawResponse,
  status: number,
  code?: string,
): ErrorEnvelope {
  expect(response.status).toBe(status);
  expect(response.text).not.toMatch(INTERNALS);
  const envelope = errorEnvelopeSchema.parse(JSON.parse(response.text));
  expect(envelope.error).toBe(true);
  if (code !== undefined) {
    expect(envelope.code).toBe(code);
  }
  return envelope;
}
