import { randomUUID } from 'node:crypto';

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
    method: 'GET' | 'POST' | 'PUT',
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

  /** Signs in by password; the customer's address comes from `ip`. */
  async signIn(email: string, password: string, ip: string): Promise<Customer> {
    const reply = await this.call('POST', '/api/auth', {
      body: { email, password },
      ip,
    });
    const token = field(reply.body, 'token');
    if (reply.status !== 200 || typeof token !== 'string') {
      throw new Error(
        `Sign-in of ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`,
      );
    }
    return { email, token, ip };
  }
}

/** `value[key]` when `value` is an object, else undefined. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The id of the first Active subscription in an `allData` answer, or null. */
export function firstActiveId(allData: unknown): number | null {
  const active = field(field(allData, 'subscriptionsData'), 'activeSubs');
  if (!Array.isArray(active)) {
    return null;
  }
  const id = field(active[0], 'id');
  return typeof id === 'number' ? id : null;
}
