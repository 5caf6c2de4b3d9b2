import { TEST_ORIGIN } from './start-test-server.js';

/** An answer as the tests look at it. */
export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  text: string;
}

/** Options of one request. */
export interface RequestOptions {
  body?: unknown;
  /** Raw body instead of JSON (with its content type). */
  raw?: { contentType: string; data: string };
  /** A multipart form instead of JSON (fetch sets the boundary). */
  form?: FormData;
  headers?: Record<string, string>;
  /** Leave out the same-origin headers a browser would send. */
  crossSite?: boolean;
  bearer?: string;
}

/**
 * A tiny browser for tests: real HTTP with fetch, a cookie jar, and the
 * headers the web app sends on changes (X-Requested-With, Origin).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && method !== 'HEAD' && !options.crossSite) {
      headers['x-requested-with'] ??= 'members-area';
      headers.origin ??= TEST_ORIGIN;
    }
    if (options.bearer) {
      headers.authorization = `Bearer ${options.bearer}`;
    } else if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies]
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    }
    let body: string | FormData | undefined;
    if (options.form) {
      body = options.form;
    } else if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      body = options.raw.data;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, value);
      }
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      text,
    };
  }

  post(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request('POST', path, { ...options, body: body ?? {} });
  }

  get(path: string, options: RequestOptions = {}) {
    return this.request('GET', path, options);
  }
}
