import { randomUUID } from 'node:crypto';

import { endpoints } from '@members/contract';
import type {
  EndpointName,
  EndpointRequest,
  EndpointResponse,
  ErrorEnvelope,
  HttpMethod,
} from '@members/contract';

/** One signed-in customer of the generated data set. */
export interface Customer {
  email: string;
  token: string;
  /** Where this customer's requests come from (`x-forwarded-for`). */
  ip: string;
}

/** A request's status, body and duration in milliseconds. */
export interface Timed {
  status: number;
  body: unknown;
  ms: number;
}

/** Calls the members-area API the way the web app does. */
export class MembersClient {
  constructor(private readonly baseUrl: string) {}

  async call(
    method: HttpMethod,
    path: string,
    options: { body?: unknown; customer?: Customer; ip?: string } = {},
  ): Promise<Timed> {
    const headers: Record<string, string> = {
      origin: this.baseUrl,
      'x-requested-with': 'members-area',
      'x-forwarded-for': options.customer?.ip ?? options.ip ?? '10.0.0.1',
    };
    if (options.customer) {
      headers.authorization = `Bearer ${options.customer.token}`;
    }
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    if (method !== 'GET') {
      headers['idempotency-key'] = randomUUID();
    }
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body:
        options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (HTML pages): the text is the body.
    }
    return { status: response.status, body, ms };
  }

  /** Calls an endpoint of the contract's table with its method and path. */
  async endpoint<N extends EndpointName>(
    name: N,
    options: { body: EndpointRequest<N>; customer?: Customer; ip?: string },
  ): Promise<Timed> {
    const { method, path } = endpoints[name];
    return this.call(method, path, options);
  }

  /** Signs in by password; the customer's address comes from `ip`. */
  async signIn(email: string, password: string, ip: string): Promise<Customer> {
    const reply = await this.endpoint('auth', {
      body: { email, password },
      ip,
    });
    const token = answerOf('auth', reply)?.token;
    if (typeof token !== 'string') {
      throw new Error(
        `Sign-in of ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`,
      );
    }
    return { email, token, ip };
  }
}

/**
 * The 200 answer of endpoint `name`, typed by the contract (the server
 * answers by the contract's schema), or undefined for any other status.
 */
export function answerOf<N extends EndpointName>(
  _name: N,
  reply: Timed,
): EndpointResponse<N> | undefined {
  return reply.status === 200 ? (reply.body as EndpointResponse<N>) : undefined;
}

/** The error code of an answer other than 200 (the error envelope). */
export function errorCodeOf(reply: Timed): ErrorEnvelope['code'] | undefined {
  return reply.status === 200
    ? undefined
    : (reply.body as Partial<ErrorEnvelope> | null)?.code;
}

/** The id of the first Active subscription in an `allData` answer, or null. */
export function firstActiveId(
  allData: EndpointResponse<'allData'> | undefined,
): number | null {
  return allData?.subscriptionsData.activeSubs[0]?.id ?? null;
}
