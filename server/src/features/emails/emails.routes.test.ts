import {
  EMAILS_PAGE_SIZE,
  emailResponseSchema,
  emailsResponseSchema,
} from '@members/contract';
import { describe, expect, it } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError } from '../../../test/expect-error.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

const API = '/dashboard/api';

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true },
});

/** The id of the newest e-mail WHMCS logged for a client. */
function newestEmailId(clientId: number): number {
  const row = suite.server.emulator.db
    .prepare('SELECT MAX(id) AS id FROM emails WHERE client_id = ?')
    .get(clientId) as { id: number };
  return Number(row.id);
}

/** Logs `count` more e-mails for a client in the emulator. */
function logEmails(clientId: number, count: number): void {
  const insert = suite.server.emulator.db.prepare(
    `INSERT INTO emails (client_id, template, type, related_id, subject, message, date)
     VALUES (?, 'Bulk', 'general', 0, ?, '<p>Bulk</p>', ?)`,
  );
  for (let index = 0; index < count; index += 1) {
    insert.run(
      clientId,
      `Bulk ${index}`,
      `2020-01-01 00:00:${String(index % 60).padStart(2, '0')}`,
    );
  }
}

describe('emails', () => {
  it('answers the first page, newest first, with the total', async () => {
    const response = await suite.demo.get(`${API}/emails`);
    expect(response.status).toBe(200);
    const answer = emailsResponseSchema.parse(response.body);
    expect(answer).toMatchObject({ page: 1, pageSize: EMAILS_PAGE_SIZE });
    expect(answer.total).toBeGreaterThanOrEqual(4);
    expect(answer.emails[0]?.subject).toBe('Your new channel guide');
    const dates = answer.emails.map((email) => email.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages by EMAILS_PAGE_SIZE', async () => {
    logEmails(2, EMAILS_PAGE_SIZE + 3);
    const first = emailsResponseSchema.parse(
      (await suite.other.get(`${API}/emails?page=1`)).body,
    );
    const second = emailsResponseSchema.parse(
      (await suite.other.get(`${API}/emails?page=2`)).body,
    );
    expect(first.emails).toHaveLength(EMAILS_PAGE_SIZE);
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    expect(second.emails).toHaveLength(first.total - EMAILS_PAGE_SIZE);
    const ids = new Set([...first.emails, ...second.emails].map((e) => e.id));
    expect(ids.size).toBe(first.total);
  });
});

describe('email', () => {
  it('answers one of the client’s e-mails with its HTML as WHMCS stored it', async () => {
    const id = newestEmailId(1);
    const response = await suite.demo.get(`${API}/email?emailid=${id}`);
    expect(response.status).toBe(200);
    const { email } = emailResponseSchema.parse(response.body);
    expect(email).toMatchObject({
      id,
      subject: 'Your new channel guide',
      to: 'demo@example.com',
    });
    expect(email.html).toContain('<script>');
  });

  it('refuses another client’s e-mail as not found', async () => {
    const own = await suite.other.get(
      `${API}/email?emailid=${newestEmailId(2)}`,
    );
    expect(own.status).toBe(200);
    expectError(
      await suite.demo.get(`${API}/email?emailid=${newestEmailId(2)}`),
      404,
      'NOT_FOUND',
    );
  });
});

describeEndpointBehaviour(suite, {
  endpoint: 'emails',
  valid: () => ({ page: '1' }),
  invalid: { input: { page: '0' }, path: 'page' },
  fault: {
    actions: ['GetEmails'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'email',
  valid: () => ({ emailid: String(newestEmailId(1)) }),
  invalid: { input: { emailid: 'x' }, path: 'emailid' },
  otherClient: {
    input: () => Promise.resolve({ emailid: String(newestEmailId(2)) }),
    missing: { emailid: '999999' },
  },
  fault: {
    actions: ['GetEmails'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
});
