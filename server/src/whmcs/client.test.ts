import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { startFakeWhmcs, sendJson } from '../../test/start-fake-whmcs.js';
import type {
  FakeWhmcs,
  FakeWhmcsHandler,
} from '../../test/start-fake-whmcs.js';

import { resolveApiEndpoint } from './call-request.js';
import { createWhmcsClient, droppedRecordsOf } from './client.js';
import type { WhmcsClientOptions, WhmcsLogger } from './client.js';
import {
  toErrorKind,
  WhmcsBadReplyError,
  WhmcsError,
  WhmcsHttpError,
  WhmcsNetworkError,
  WhmcsTimeoutError,
} from './errors.js';
import { whmcsActions } from './registry.js';

const SECRET = 'api-secret-DO-NOT-LOG';
const ACCESS_KEY = 'access-key-DO-NOT-LOG';

const clientDetailsReply = {
  result: 'success',
  client: { id: 7, email: 'jane@example.test', status: 'Active', groupid: 0 },
};

let upstream: FakeWhmcs | undefined;

afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function startUpstream(handler: FakeWhmcsHandler): Promise<FakeWhmcs> {
  upstream = await startFakeWhmcs(handler);
  return upstream;
}

function createClient(url: string, options: Partial<WhmcsClientOptions> = {}) {
  return createWhmcsClient({
    url,
    identifier: 'api-identifier',
    secret: SECRET,
    timeoutMs: 5_000,
    ...options,
  });
}

function createRecordingLogger(): WhmcsLogger & { lines: string[] } {
  const lines: string[] = [];
  const record = (details: Record<string, unknown>, message: string) => {
    lines.push(JSON.stringify({ message, details }));
  };
  return { lines, warn: record, debug: record };
}

async function getUnusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
  });
  return port;
}

describe('resolveApiEndpoint', () => {
  it('appends the API path once, keeping a sub-folder', () => {
    expect(resolveApiEndpoint('https://billing.example')).toBe(
      'https://billing.example/includes/api.php',
    );
    expect(resolveApiEndpoint('https://example.test/billing//')).toBe(
      'https://example.test/billing/includes/api.php',
    );
    expect(
      resolveApiEndpoint('https://example.test/billing/includes/api.php'),
    ).toBe('https://example.test/billing/includes/api.php');
  });

  it('refuses URLs that are not http(s) or carry credentials', () => {
    expect(() => resolveApiEndpoint('ftp://example.test')).toThrow(TypeError);
    expect(() => resolveApiEndpoint('https://u:p@example.test')).toThrow(
      TypeError,
    );
  });
});

describe('createWhmcsClient', () => {
  it('exposes a camelCase method for every registered action', () => {
    const client = createClient('http://127.0.0.1:9');
    for (const action of Object.keys(whmcsActions)) {
      const method = `${action.charAt(0).toLowerCase()}${action.slice(1)}`;
      expect(
        typeof (client as unknown as Record<string, unknown>)[method],
      ).toBe('function');
    }
    expect(client.endpoint).toBe('http://127.0.0.1:9/includes/api.php');
  });

  it('refuses missing credentials and bad limits', () => {
    expect(() =>
      createWhmcsClient({ url: 'http://x.test', identifier: '', secret: 's' }),
    ).toThrow(TypeError);
    expect(() => createClient('http://x.test', { timeoutMs: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('request encoding', () => {
  it('posts the credentials, responsetype and bracket-keyed params as a form', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, { result: 'success', serviceid: '5' }),
    );
    const client = createClient(fake.url, { accessKey: ACCESS_KEY });

    const reply = await client.updateClientProduct({
      serviceid: 5,
      unset: ['notes', 'domain'],
      autorecalc: true,
      status: 'Active',
    });

    expect(reply).toEqual({ serviceid: 5 });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/includes/api.php');
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const form = request?.form;
    expect(form?.get('action')).toBe('UpdateClientProduct');
    expect(form?.get('identifier')).toBe('api-identifier');
    expect(form?.get('secret')).toBe(SECRET);
    expect(form?.get('accesskey')).toBe(ACCESS_KEY);
    expect(form?.get('responsetype')).toBe('json');
    expect(form?.get('serviceid')).toBe('5');
    expect(form?.get('unset[0]')).toBe('notes');
    expect(form?.get('unset[1]')).toBe('domain');
    expect(form?.get('autorecalc')).toBe('1');
    expect(request?.rawBody).toContain('unset%5B0%5D=notes');
  });

  it('encodes nested objects, omits false and undefined, and sends no accesskey unless configured', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, { result: 'success', clientid: '3' }),
    );
    const client = createClient(fake.url);

    await client.updateClient({
      clientid: 3,
      email_preferences: { general: 0, invoice: 1 },
      skipvalidation: false,
      firstname: undefined,
    });

    const form = fake.requests[0]?.form;
    expect(form?.get('email_preferences[general]')).toBe('0');
    expect(form?.get('email_preferences[invoice]')).toBe('1');
    expect(form?.has('skipvalidation')).toBe(false);
    expect(form?.has('firstname')).toBe(false);
    expect(form?.has('accesskey')).toBe(false);
  });

  it('sends an action default unless the caller overrides it', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, { result: 'success', totalresults: 0 }),
    );
    const client = createClient(fake.url);

    await client.getTickets({ clientid: 1 });
    await client.getTickets({ clientid: 1, ignore_dept_assignments: false });

    expect(fake.requests[0]?.form.get('ignore_dept_assignments')).toBe('1');
    expect(fake.requests[1]?.form.has('ignore_dept_assignments')).toBe(false);
  });

  it('does not double the path when the URL already ends in /includes/api.php', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, { result: 'success' }),
    );

    await createClient(`${fake.url}/includes/api.php`).logActivity({
      description: 'x',
    });
    await createClient(`${fake.url}/`).logActivity({ description: 'y' });

    expect(fake.requests.map((request) => request.path)).toEqual([
      '/includes/api.php',
      '/includes/api.php',
    ]);
  });
});

describe('WHMCS errors', () => {
  it('turns result:error into a WhmcsError carrying the message verbatim', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, { result: 'error', message: 'Client Not Found' }),
    );

    const error = await createClient(fake.url)
      .getClientsDetails({ clientid: 99 })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhmcsError);
    const whmcsError = error as WhmcsError;
    expect(whmcsError.message).toBe('Client Not Found');
    expect(whmcsError.action).toBe('GetClientsDetails');
    expect(whmcsError.status).toBe(200);
    expect(whmcsError.isNotFound()).toBe(true);
    expect(whmcsError.matches('client not found')).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('treats status:error as a WhmcsError too', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, { status: 'error', message: 'Something failed' }),
    );

    await expect(
      createClient(fake.url).sendEmail({ messagename: 'x', id: 1 }),
    ).rejects.toThrow(WhmcsError);
  });

  it('reads status:"error" beside result:"success" as data, not a failure', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, {
        result: 'success',
        ticketid: '1',
        tid: '1',
        status: 'error',
      }),
    );

    const reply = await createClient(fake.url).getTicket({ ticketid: 1 });

    expect(reply.status).toBe('error');
  });

  it('reads a 403 Invalid IP JSON body as a WhmcsError with the status', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(
        response,
        { result: 'error', message: 'Invalid IP 1.2.3.4' },
        403,
      ),
    );

    const error = await createClient(fake.url)
      .getInvoice({ invoiceid: 1 })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhmcsError);
    expect((error as WhmcsError).status).toBe(403);
    expect((error as WhmcsError).message).toBe('Invalid IP 1.2.3.4');
    expect((error as WhmcsError).isAccessDenied()).toBe(true);
    expect((error as WhmcsError).isNotFound()).toBe(false);
    expect(toErrorKind(error)).toBe('WHMCS_UNAVAILABLE');
  });
});

describe('unusable replies', () => {
  it('turns an HTTP 500 text page into a WhmcsHttpError', async () => {
    const fake = await startUpstream((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal Server Error');
    });

    const error = await createClient(fake.url)
      .logActivity({ description: 'x' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhmcsHttpError);
    expect((error as WhmcsHttpError).status).toBe(500);
    expect(toErrorKind(error)).toBe('WHMCS_UNAVAILABLE');
  });

  it('turns a 403 without a WHMCS body (a WAF) into a WhmcsHttpError', async () => {
    const fake = await startUpstream((_request, response) => {
      response.writeHead(403, { 'content-type': 'text/html' });
      response.end('<html><body>Forbidden</body></html>');
    });

    await expect(
      createClient(fake.url).logActivity({ description: 'x' }),
    ).rejects.toThrow(WhmcsHttpError);
  });

  it('does not follow a redirect, which would replay the credentials', async () => {
    const fake = await startUpstream((request, response) => {
      if (request.path === '/includes/api.php') {
        response.writeHead(302, { location: '/elsewhere' });
        response.end();
        return;
      }
      sendJson(response, { result: 'success' });
    });

    const error = await createClient(fake.url)
      .logActivity({ description: 'x' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhmcsHttpError);
    expect((error as WhmcsHttpError).status).toBe(302);
    expect(fake.requests).toHaveLength(1);
  });

  it('turns an HTML page with status 200 into a WhmcsBadReplyError', async () => {
    const fake = await startUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!DOCTYPE html><html><body>Maintenance</body></html>');
    });

    const error = await createClient(fake.url)
      .logActivity({ description: 'x' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhmcsBadReplyError);
    expect((error as WhmcsBadReplyError).message).toMatch(/HTML/);
    expect(toErrorKind(error)).toBe('WHMCS_BAD_REPLY');
  });

  it('turns truncated JSON into a WhmcsBadReplyError', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, '{"result":"success","client":{"id":'),
    );

    await expect(
      createClient(fake.url).logActivity({ description: 'x' }),
    ).rejects.toThrow(WhmcsBadReplyError);
  });

  it('refuses JSON that is not an object or lacks result:success', async () => {
    const replies = ['[1,2]', '{"warning":"Something odd"}'];
    const fake = await startUpstream((_request, response) =>
      sendJson(response, replies.shift() ?? '{}'),
    );
    const client = createClient(fake.url);

    await expect(client.logActivity({ description: 'x' })).rejects.toThrow(
      WhmcsBadReplyError,
    );
    await expect(client.logActivity({ description: 'x' })).rejects.toThrow(
      WhmcsBadReplyError,
    );
  });

  it('turns a schema mismatch into a WhmcsBadReplyError listing issue paths, not the body', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, {
        result: 'success',
        client: {
          id: 'not-a-number',
          email: 'secret-body-value@example.test',
          status: 'Active',
          groupid: 0,
        },
      }),
    );

    const error = await createClient(fake.url)
      .call('GetClientsDetails', { clientid: 1 })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhmcsBadReplyError);
    const details = (error as WhmcsBadReplyError).details;
    expect(details.some((detail) => detail.startsWith('client.id'))).toBe(true);
    expect(JSON.stringify(details)).not.toContain('secret-body-value');
    expect((error as Error).message).not.toContain('secret-body-value');
  });

  it('aborts a reply larger than maxResponseBytes, with or without content-length', async () => {
    const big = JSON.stringify({ result: 'success', pad: 'x'.repeat(4096) });
    const fake = await startUpstream((request, response) => {
      if (request.form.get('description') === 'declared') {
        sendJson(response, big);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(big.slice(0, 2000));
      response.end(big.slice(2000));
    });
    const client = createClient(fake.url, { maxResponseBytes: 1024 });

    await expect(
      client.logActivity({ description: 'declared' }),
    ).rejects.toThrow(WhmcsBadReplyError);
    await expect(
      client.logActivity({ description: 'chunked' }),
    ).rejects.toThrow(/exceeds 1024 bytes/);
  });
});

describe('GetTicketAttachment', () => {
  it('returns the base64 file and allows replies above the client cap', async () => {
    const data = Buffer.alloc(4096, 7).toString('base64');
    const fake = await startUpstream((_request, response) =>
      sendJson(response, { result: 'success', filename: 'log.txt', data }),
    );

    const reply = await createClient(fake.url, {
      maxResponseBytes: 1024,
    }).getTicketAttachment({ relatedid: 11, type: 'reply', index: 0 });

    expect(reply).toEqual({ filename: 'log.txt', data });
    expect(fake.requests[0]?.form.get('type')).toBe('reply');
  });

  it('refuses data that is not base64', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, {
        result: 'success',
        filename: 'a.txt',
        data: '<?php',
      }),
    );

    await expect(
      createClient(fake.url).getTicketAttachment({
        relatedid: 1,
        type: 'ticket',
        index: 0,
      }),
    ).rejects.toThrow(WhmcsBadReplyError);
  });
});

describe('deadline and network', () => {
  it('rejects with WhmcsTimeoutError when WHMCS never answers', async () => {
    const fake = await startUpstream(() => undefined);
    const startedAt = Date.now();

    const error = await createClient(fake.url, { timeoutMs: 300 })
      .getClientsDetails({ clientid: 1 })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhmcsTimeoutError);
    expect(toErrorKind(error)).toBe('WHMCS_TIMEOUT');
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  });

  it('rejects with WhmcsTimeoutError when the body stalls after the headers', async () => {
    const fake = await startUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"result":"success",');
    });

    await expect(
      createClient(fake.url, { timeoutMs: 300 }).logActivity({
        description: 'x',
      }),
    ).rejects.toThrow(WhmcsTimeoutError);
  });

  it('rejects with WhmcsNetworkError when the connection is refused', async () => {
    const port = await getUnusedPort();

    const error = await createClient(`http://127.0.0.1:${port}`)
      .logActivity({ description: 'x' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhmcsNetworkError);
    expect((error as WhmcsNetworkError).code).toBe('ECONNREFUSED');
    expect(toErrorKind(error)).toBe('WHMCS_UNAVAILABLE');
  });

  it('rejects with WhmcsNetworkError when the connection is reset', async () => {
    const fake = await startUpstream((_request, response) => {
      response.socket?.destroy();
    });

    await expect(
      createClient(fake.url).logActivity({ description: 'x' }),
    ).rejects.toThrow(WhmcsNetworkError);
  });

  it('rejects with WhmcsNetworkError when the connection drops mid-body', async () => {
    const fake = await startUpstream((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': '200',
      });
      // Part of the body reaches the client, then the connection is lost.
      response.write('{"result":"success","logid":', () => {
        response.socket?.destroy();
      });
    });

    const error = await createClient(fake.url)
      .logActivity({ description: 'x' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhmcsNetworkError);
    expect(toErrorKind(error)).toBe('WHMCS_UNAVAILABLE');
  });
});

describe('retries', () => {
  it('retries a read once after an HTTP 500, then succeeds', async () => {
    const fake = await startUpstream((_request, response) => {
      if (fake.requests.length === 1) {
        response.writeHead(500);
        response.end('Internal Server Error');
        return;
      }
      sendJson(response, clientDetailsReply);
    });

    const reply = await createClient(fake.url).getClientsDetails({
      clientid: 7,
    });

    expect(reply.client.id).toBe(7);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.rawBody).toBe(fake.requests[0]?.rawBody);
  });

  it('retries a read after a bad reply, but only once', async () => {
    const fake = await startUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html></html>');
    });

    await expect(
      createClient(fake.url).getInvoices({ userid: 1 }),
    ).rejects.toThrow(WhmcsBadReplyError);
    expect(fake.requests).toHaveLength(2);
  });

  it('never retries a write', async () => {
    const fake = await startUpstream((_request, response) => {
      response.writeHead(502);
      response.end('Bad Gateway');
    });

    await expect(
      createClient(fake.url).openTicket({
        deptid: 1,
        subject: 's',
        message: 'm',
      }),
    ).rejects.toThrow(WhmcsHttpError);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry ValidateLogin, which is not a read for retry purposes', async () => {
    const fake = await startUpstream((_request, response) => {
      response.writeHead(500);
      response.end();
    });

    await expect(
      createClient(fake.url).validateLogin({
        email: 'a@example.test',
        password2: 'pw',
      }),
    ).rejects.toThrow(WhmcsHttpError);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a WHMCS business error', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, { result: 'error', message: 'Invoice ID Not Found' }),
    );

    await expect(
      createClient(fake.url).getInvoice({ invoiceid: 5 }),
    ).rejects.toThrow(WhmcsError);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry when less than half the deadline remains', async () => {
    const fake = await startUpstream((_request, response) => {
      setTimeout(() => {
        response.writeHead(500);
        response.end();
      }, 650);
    });

    await expect(
      createClient(fake.url, { timeoutMs: 1_000 }).getInvoices({}),
    ).rejects.toThrow(WhmcsHttpError);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('logging', () => {
  it('logs WHMCS warnings', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, {
        result: 'success',
        warning: 'Credit card params are deprecated',
      }),
    );
    const logger = createRecordingLogger();

    await createClient(fake.url, { logger }).logActivity({ description: 'x' });

    expect(logger.lines.join('\n')).toContain(
      'Credit card params are deprecated',
    );
  });

  it('never logs the secret, access key or passwords', async () => {
    const fake = await startUpstream((request, response) => {
      if (request.form.get('action') === 'GetClientsDetails') {
        if (fake.requests.length === 1) {
          response.writeHead(503);
          response.end();
          return;
        }
        sendJson(response, clientDetailsReply);
        return;
      }
      sendJson(response, {
        result: 'error',
        message: 'Email or Password Invalid',
      });
    });
    const logger = createRecordingLogger();
    const client = createClient(fake.url, { logger, accessKey: ACCESS_KEY });

    await client.getClientsDetails({ email: 'jane@example.test' });
    await client
      .validateLogin({ email: 'jane@example.test', password2: 'pw-user-1' })
      .catch(() => undefined);
    await client
      .moduleChangePw({ serviceid: 1, servicepassword: 'pw-service-2' })
      .catch(() => undefined);
    await client
      .updateClientProduct({
        serviceid: 1,
        customfields: 'YToxOntpOjI7czo4OiJsaW5lLXB3MyI7fQ==',
      })
      .catch(() => undefined);

    const logged = logger.lines.join('\n');
    expect(logger.lines.length).toBeGreaterThan(3);
    expect(logged).toContain('retrying WHMCS read');
    for (const secret of [
      SECRET,
      ACCESS_KEY,
      'pw-user-1',
      'pw-service-2',
      'YToxOntpOjI7czo4OiJsaW5lLXB3MyI7fQ==',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('builds no debug line for a logger at a level that drops them, and still warns', async () => {
    const fake = await startUpstream((request, response) => {
      sendJson(response, { result: 'success', clientid: 1, totalresults: 0 });
    });
    const logger = createRecordingLogger();
    const asked: string[] = [];
    const quiet = {
      ...logger,
      isLevelEnabled: (level: 'debug') => {
        asked.push(level);
        return false;
      },
    };
    const client = createClient(fake.url, { logger: quiet });

    await client.getClientsDetails({ clientid: 1 }).catch(() => undefined);
    expect(asked).toContain('debug');
    expect(logger.lines.filter((line) => line.includes('WHMCS call'))).toEqual(
      [],
    );
  });
});

describe('real installs', () => {
  it.each([
    [
      'a PHP warning',
      '\nWarning: Undefined array key "x" in /home/whmcs/includes/hooks/a.php on line 3\n',
    ],
    [
      'an HTML notice',
      '<br />\n<b>Notice</b>:  Undefined index: x in <b>/var/www/includes/hooks/b.php</b> on line <b>9</b><br />\n',
    ],
    ['a byte-order mark', '\uFEFF'],
  ])(
    'reads the JSON after %s and warns once per action',
    async (_label, junk) => {
      const fake = await startUpstream((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(`${junk}${JSON.stringify(clientDetailsReply)}`);
      });
      const logger = createRecordingLogger();
      const client = createClient(fake.url, { logger });

      const first = await client.getClientsDetails({ clientid: 7 });
      await client.getClientsDetails({ clientid: 7 });

      expect(first.client.email).toBe('jane@example.test');
      const warnings = logger.lines.filter((line) =>
        line.includes('printed output before its JSON'),
      );
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('GetClientsDetails');
      expect(fake.requests).toHaveLength(2);
    },
  );

  it('leaves out one odd record, keeps the rest and says how many', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, {
        result: 'success',
        totalresults: 3,
        startnumber: 0,
        numreturned: 3,
        tickets: {
          ticket: [
            { id: 1, tid: '111', status: 'Open', subject: 'A &amp; B' },
            { id: 2, tid: '222', subject: 'no status' },
            { id: 3, tid: '333', status: 'closed', subject: 'C' },
          ],
        },
      }),
    );
    const logger = createRecordingLogger();

    const reply = await createClient(fake.url, { logger }).getTickets({
      clientid: 1,
    });

    expect(reply.tickets.map((ticket) => [ticket.id, ticket.status])).toEqual([
      [1, 'Open'],
      [3, 'Closed'],
    ]);
    expect(reply.tickets[0]?.subject).toBe('A & B');
    expect(droppedRecordsOf(reply)).toBe(1);
    expect(logger.lines.join('\n')).toContain('WHMCS records left out');
    expect(logger.lines.join('\n')).not.toContain('no status');
  });

  it('tells a business error (WHMCS_REJECTED) from a refused credential (WHMCS_UNAVAILABLE)', async () => {
    let message = 'Malformed UTF-8 characters, possibly incorrectly encoded';
    const fake = await startUpstream((_request, response) =>
      sendJson(response, { result: 'error', message }),
    );
    const client = createClient(fake.url);

    const business = await client
      .openTicket({ clientid: 1, deptid: 1, subject: 's', message: 'm' })
      .catch((caught: unknown) => caught);
    message = 'Invalid Permissions: API action "openticket" is not allowed';
    const denied = await client
      .openTicket({ clientid: 1, deptid: 1, subject: 's', message: 'm' })
      .catch((caught: unknown) => caught);

    expect(toErrorKind(business)).toBe('WHMCS_REJECTED');
    expect(toErrorKind(denied)).toBe('WHMCS_UNAVAILABLE');
  });

  it('does not retry JSON of an unexpected shape: WHMCS answered', async () => {
    const fake = await startUpstream((_request, response) =>
      sendJson(response, { result: 'success', client: 'none' }),
    );

    const error = await createClient(fake.url)
      .getClientsDetails({ clientid: 7 })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WhmcsBadReplyError);
    expect((error as WhmcsBadReplyError).isUnparsable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });
});
