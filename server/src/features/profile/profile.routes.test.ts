import { randomUUID } from 'node:crypto';

import {
  changeEmailResponseSchema,
  profileResponseSchema,
  resetPasswordResponseSchema,
} from '@members/contract';
import { DEMO_ACCOUNTS } from '@members/whmcs-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import {
  callEndpoint,
  describeEndpointBehaviour,
} from '../../../test/endpoint-behaviour.js';
import type { EndpointInput } from '../../../test/endpoint-behaviour.js';
import {
  expectError,
  expectQuotaLeft,
  expectRefused,
} from '../../../test/expect-error.js';
import { TestBrowser as TestBrowserClass } from '../../../test/http-client.js';
import type { TestBrowser } from '../../../test/http-client.js';
import {
  extractCode,
  readOutbox,
  requestCode,
  signedInBrowser,
  waitForMail,
} from '../../../test/sign-in.js';
import {
  signedInServer,
  useSignedInServer,
} from '../../../test/signed-in-server.js';
import type { SignedInServer } from '../../../test/signed-in-server.js';
import { startPartialOutage } from '../../../test/support/partial-outage.js';
import { SERVER_CATALOGS } from '../../locales/catalogs.js';
import { readCacheOwner } from '../../stores/read-cache.js';

import { PROFILE_LIMITS } from './profile.service.js';

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true, limits: true },
});

const [DEMO, OTHER] = DEMO_ACCOUNTS;
const DEMO_CLIENT: number = DEMO.clientId;
const OTHER_CLIENT: number = OTHER.clientId;

interface WhmcsClientRow {
  firstname: string;
  lastname: string;
  companyname: string;
  city: string;
  email: string;
  credit: string;
  status: string;
  notes: string;
  groupid: number;
  language: string;
  email_preferences: Record<string, string>;
}

async function whmcsClient(clientid = DEMO_CLIENT): Promise<WhmcsClientRow> {
  const reply = (await callEmulator(
    suite.server.emulator.url,
    'GetClientsDetails',
    { clientid: String(clientid) },
  )) as { client: WhmcsClientRow };
  return reply.client;
}

function setWhmcs(clientid: number, fields: Record<string, string>) {
  return callEmulator(suite.server.emulator.url, 'UpdateClient', {
    clientid: String(clientid),
    ...fields,
  });
}

const UNTOUCHED = '2000-01-01 00:00:00';

/** Marks the demo client's row, so that any later UpdateClient shows. */
function markUntouched(): void {
  suite.server.emulator.db
    .prepare('UPDATE clients SET updated_at = ? WHERE id = ?')
    .run(UNTOUCHED, DEMO_CLIENT);
}

/** When WHMCS last wrote the demo client's row. */
function updatedAt(): string {
  const row = suite.server.emulator.db
    .prepare('SELECT updated_at FROM clients WHERE id = ?')
    .get(DEMO_CLIENT) as { updated_at: string };
  return row.updated_at;
}

/** The newest mails WHMCS recorded for a client, newest first. */
function whmcsMails(clientid = DEMO_CLIENT) {
  return suite.server.emulator.db
    .prepare(
      'SELECT template, subject, message FROM emails WHERE client_id = ? ORDER BY id DESC',
    )
    .all(clientid) as { template: string; subject: string; message: string }[];
}

const DETAILS = {
  firstname: 'Dana',
  lastname: 'Demo',
  companyname: 'Demo & Co',
  address1: 'Hauptstraße 1',
  address2: '',
  city: 'Köln',
  state: 'NRW',
  postcode: '50667',
  country: 'DE',
  phonenumber: '+49 221 123456',
};

const PREFERENCES = {
  general: true,
  invoice: true,
  support: false,
  product: true,
  domain: true,
  affiliate: false,
};

function profileInput(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    details: DETAILS,
    emailPreferences: PREFERENCES,
    language: 'en-en',
    ...overrides,
  };
}

function put(
  browser: TestBrowser,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return browser.request('PUT', '/dashboard/api/profile', { body, headers });
}

function call(
  endpoint: 'profile' | 'changeEmail' | 'confirmEmail' | 'resetPassword',
  input: EndpointInput = {},
  headers: Record<string, string> = {},
  browser: TestBrowser = suite.demo,
) {
  return callEndpoint(browser, endpoint, input, headers);
}

/** Starts an e-mail change and reads its code from the new address's mail. */
async function startChange(newEmail: string) {
  const before = (await readOutbox(suite.demo)).length;
  const response = await call('changeEmail', { newEmail });
  expect(response.status, response.text).toBe(200);
  const mail = await waitForMail(suite.demo, newEmail, before);
  return { response, mail, code: extractCode(mail) };
}

/** Puts the demo client's e-mail back (straight in WHMCS) and its sessions. */
async function restoreDemoEmail() {
  await setWhmcs(DEMO_CLIENT, { email: DEMO.email });
  for (const { id } of await suite.server.stores.sessions.listByClient(
    DEMO_CLIENT,
  )) {
    await suite.server.stores.sessions.update(id, { email: DEMO.email });
  }
}

/** The address check of an e-mail change: GetClientsDetails by e-mail. */
function isAddressCheck(form: URLSearchParams): boolean {
  return form.get('action') === 'GetClientsDetails' && form.has('email');
}

describe('profile', () => {
  it("answers the session's client's details, e-mail categories and language", async () => {
    await setWhmcs(DEMO_CLIENT, {
      language: 'french',
      'email_preferences[invoice]': '0',
    });
    const response = await call('profile');
    expect(response.status, response.text).toBe(200);
    const profile = profileResponseSchema.parse(response.body);
    const whmcs = await whmcsClient();
    expect(profile.email).toBe(whmcs.email);
    expect(profile.details.firstname).toBe(whmcs.firstname);
    expect(profile.details.country).toBe('DE');
    expect(profile.language).toBe('fr-fr');
    expect(profile.emailPreferences.invoice).toBe(false);
    expect(profile.emailPreferences.general).toBe(true);
    expect(profile.pendingEmail).toBeNull();
  });

  it('answers language null for a WHMCS language we do not offer', async () => {
    await setWhmcs(DEMO_CLIENT, { language: 'dutch' });
    const profile = profileResponseSchema.parse((await call('profile')).body);
    expect(profile.language).toBeNull();
  });

  it("answers WHMCS's escaped text as typed (the odd client's company and address)", async () => {
    const odd = DEMO_ACCOUNTS[3];
    const { browser } = await signedInBrowser(suite.server, odd);
    const response = await call('profile', {}, {}, browser);
    expect(response.status, response.text).toBe(200);
    const profile = profileResponseSchema.parse(response.body);
    expect(profile.details).toMatchObject({
      lastname: "O'Brien",
      companyname: "Zoë O'Brien & Co <Media>",
      address1: 'İstiklal Caddesi 42, "Kat 3"',
      country: 'TR',
    });
  });

  it('answers the other customer their own details, never the demo one', async () => {
    const response = await call('profile', {}, {}, suite.other);
    const profile = profileResponseSchema.parse(response.body);
    expect(profile.email).toBe(OTHER.email);
  });
});

describe('updateProfile', () => {
  it('writes the allow-listed details, the categories and the language to WHMCS', async () => {
    const response = await put(suite.demo, profileInput({ language: 'de-de' }));
    expect(response.status, response.text).toBe(200);
    const profile = profileResponseSchema.parse(response.body);
    expect(profile.details).toEqual(DETAILS);
    expect(profile.language).toBe('de-de');
    expect(profile.emailPreferences).toEqual(PREFERENCES);
    const whmcs = await whmcsClient();
    expect(whmcs).toMatchObject({
      firstname: 'Dana',
      city: 'Köln',
      language: 'german',
    });
    expect(whmcs.email_preferences).toMatchObject({
      support: '0',
      affiliate: '0',
      invoice: '1',
    });
  });

  it('shows the new name where the app greets the customer (me) at once', async () => {
    await put(
      suite.demo,
      profileInput({ details: { ...DETAILS, firstname: 'Anna' } }),
    );
    expect((await suite.demo.get('/dashboard/api/me')).body).toMatchObject({
      firstname: 'Anna',
    });
    await put(
      suite.demo,
      profileInput({ details: { ...DETAILS, firstname: 'Berta' } }),
    );
    expect((await suite.demo.get('/dashboard/api/me')).body).toMatchObject({
      firstname: 'Berta',
      lastname: 'Demo',
    });
  });

  it.each([
    ['credit', { credit: '1000.00' }],
    ['status', { status: 'Active' }],
    ['notes', { notes: 'vip' }],
    ['groupid', { groupid: 1 }],
    ['currency', { currency: 2 }],
    ['taxexempt', { taxexempt: true }],
  ])(
    'refuses an unknown top-level field (%s) with VALIDATION and writes nothing',
    async (_name, extra) => {
      const before = await whmcsClient();
      const refused = await expectRefused(
        () => put(suite.demo, profileInput(extra)),
        () => put(suite.demo, profileInput()),
        400,
        'VALIDATION',
      );
      expect(refused.status).toBe(400);
      const after = await whmcsClient();
      expect(after.credit).toBe(before.credit);
      expect(after.status).toBe(before.status);
      expect(after.notes).toBe(before.notes);
      expect(after.groupid).toBe(before.groupid);
    },
  );

  it('refuses fields smuggled inside details or the categories', async () => {
    await expectRefused(
      () =>
        put(
          suite.demo,
          profileInput({ details: { ...DETAILS, credit: '1000.00' } }),
        ),
      () => put(suite.demo, profileInput()),
      400,
      'VALIDATION',
    );
    await expectRefused(
      () =>
        put(
          suite.demo,
          profileInput({ details: { ...DETAILS, email: 'x@example.com' } }),
        ),
      () => put(suite.demo, profileInput()),
      400,
      'VALIDATION',
    );
    await expectRefused(
      () =>
        put(
          suite.demo,
          profileInput({
            emailPreferences: { ...PREFERENCES, marketing: true },
          }),
        ),
      () => put(suite.demo, profileInput()),
      400,
      'VALIDATION',
    );
    expect((await whmcsClient()).email).toBe(DEMO.email);
  });

  it("refuses another client's id and leaves that client alone", async () => {
    const before = await whmcsClient(OTHER_CLIENT);
    await expectRefused(
      () =>
        put(
          suite.demo,
          profileInput({
            clientid: OTHER_CLIENT,
            details: { ...DETAILS, firstname: 'Hijack' },
          }),
        ),
      () => put(suite.demo, profileInput({ clientid: DEMO_CLIENT })),
      403,
      'FORBIDDEN',
    );
    const after = await whmcsClient(OTHER_CLIENT);
    expect(after.firstname).toBe(before.firstname);
    expect((await whmcsClient()).firstname).not.toBe('Hijack');
  });

  it('refuses a bad country, an empty first name and a line break', async () => {
    for (const details of [
      { ...DETAILS, country: 'Germany' },
      { ...DETAILS, firstname: ' ' },
      { ...DETAILS, city: 'Köln\nEvil' },
    ]) {
      expectError(
        await put(suite.demo, profileInput({ details })),
        400,
        'VALIDATION',
      );
    }
  });

  it('writes the language back so our next mail and the next WHMCS mail use it', async () => {
    await put(suite.demo, profileInput({ language: 'de-de' }));
    // Our mail: the sign-in code, asked from an English page.
    const { response } = await requestCode(
      suite.server,
      suite.other,
      DEMO.email,
    );
    expect(response.status).toBe(200);
    const outbox = await readOutbox(suite.demo);
    const loginSubject = SERVER_CATALOGS[
      'de-de'
    ].mail.loginCode.subject.replace(
      '{{provider}}',
      suite.server.config.providerName,
    );
    expect(outbox.find((mail) => mail.to === DEMO.email)?.subject).toBe(
      loginSubject,
    );
    // WHMCS's mail: the password reset, in German.
    expect((await call('resetPassword')).status).toBe(200);
    expect(whmcsMails()[0]).toMatchObject({
      template: 'Password Reset Validation',
      subject: 'Anfrage zum Zurücksetzen des Passworts',
    });
    await put(suite.demo, profileInput({ language: 'en-en' }));
  });

  it.each([
    ['no language (WHMCS writes in its default)', ''],
    ['a language we do not offer', 'dutch'],
  ])(
    'takes back the profile as read for a client with %s: language null keeps what WHMCS has',
    async (_name, language) => {
      await put(suite.demo, profileInput());
      await setWhmcs(DEMO_CLIENT, { language });
      const read = profileResponseSchema.parse((await call('profile')).body);
      expect(read.language).toBeNull();
      const before = await whmcsClient();
      expect(before.language).toBe(language);

      const written = await put(suite.demo, {
        details: read.details,
        emailPreferences: read.emailPreferences,
        language: read.language,
      });
      expect(written.status, written.text).toBe(200);
      expect(profileResponseSchema.parse(written.body)).toEqual(read);
      expect(await whmcsClient()).toEqual(before);
      await setWhmcs(DEMO_CLIENT, { language: 'english' });
    },
  );

  it('leaves nothing half-written when WHMCS is down, and a retry with the same key writes once', async () => {
    await put(suite.demo, profileInput());
    const headers = { 'idempotency-key': `profile-${randomUUID()}` };
    const changed = profileInput({
      details: { ...DETAILS, city: 'Bonn' },
    });
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['UpdateClient'],
    });
    const failed = await put(suite.demo, changed, headers);
    suite.server.emulator.resetFaults();
    expectError(failed, 502, 'WHMCS_UNAVAILABLE');
    expect((await whmcsClient()).city).toBe('Köln');

    const retried = await put(suite.demo, changed, headers);
    expect(retried.status, retried.text).toBe(200);
    markUntouched();
    const again = await put(suite.demo, changed, headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(retried.body);
    expect(updatedAt()).toBe(UNTOUCHED);
    expect((await whmcsClient()).city).toBe('Bonn');
  });
});

describe('updateProfile with the read cache on', () => {
  let cached: SignedInServer | undefined;
  beforeAll(async () => {
    cached = await signedInServer({ env: { READ_CACHE_SECONDS: '60' } });
  });
  afterAll(async () => {
    await cached?.server.close();
  });

  it("drops the client's cached dashboard reads, so allData reads WHMCS again", async () => {
    if (!cached) {
      throw new Error('the server with a read cache did not start');
    }
    const { server, demo } = cached;
    const owner = readCacheOwner(DEMO_CLIENT);
    expect((await demo.post('/dashboard/api/allData', {})).status).toBe(200);
    const before = await server.stores.readCache.read(owner);
    expect(before.value).not.toBeNull();
    const response = await put(demo, profileInput());
    expect(response.status, response.text).toBe(200);
    const after = await server.stores.readCache.read(owner);
    expect(after.generation).toBeGreaterThan(before.generation);
    expect(after.value).toBeNull();
  });
});

describe('changeEmail and confirmEmail', () => {
  it('sends a code to the new address, changes the e-mail with it and tells the old address', async () => {
    const newEmail = `demo.${randomUUID().slice(0, 8)}@example.com`;
    const before = (await readOutbox(suite.demo)).length;
    const { response, code } = await startChange(newEmail);
    const answer = changeEmailResponseSchema.parse(response.body);
    expect(answer.pendingEmail).toBe(newEmail);
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now());
    expect(code).toMatch(/^\d{6}$/);
    // Nothing changes before the code comes back.
    expect((await whmcsClient()).email).toBe(DEMO.email);
    const pending = profileResponseSchema.parse((await call('profile')).body);
    expect(pending.pendingEmail).toBe(newEmail);

    const confirmed = await call('confirmEmail', { code });
    expect(confirmed.status, confirmed.text).toBe(200);
    const profile = profileResponseSchema.parse(confirmed.body);
    expect(profile.email).toBe(newEmail);
    expect(profile.pendingEmail).toBeNull();
    expect((await whmcsClient()).email).toBe(newEmail);

    const notice = await waitForMail(suite.demo, DEMO.email, before);
    expect(notice.text).toContain(newEmail);
    expect(notice.subject).toBe(
      SERVER_CATALOGS['en-en'].mail.emailChanged.subject.replace(
        '{{provider}}',
        suite.server.config.providerName,
      ),
    );
    // The session now carries the new address: naming it is accepted.
    const asNew = await call('profile', { email: newEmail });
    expect(asNew.status, asNew.text).toBe(200);
    // The code works once.
    expectError(
      await call('confirmEmail', { code }),
      422,
      'EMAIL_CODE_INVALID',
    );
    await restoreDemoEmail();
  });

  it("refuses an address another client uses with EMAIL_IN_USE, and the client's own", async () => {
    await expectRefused(
      () => call('changeEmail', { newEmail: OTHER.email }),
      () => call('changeEmail', { newEmail: 'free.one@example.com' }),
      409,
      'EMAIL_IN_USE',
    );
    expectError(
      await call('changeEmail', { newEmail: DEMO.email.toUpperCase() }),
      409,
      'EMAIL_IN_USE',
    );
  });

  it('refuses a wrong code, and drops the change after the last try', async () => {
    const newEmail = `wrong.${randomUUID().slice(0, 8)}@example.com`;
    const { code } = await startChange(newEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < PROFILE_LIMITS.codeAttempts; attempt += 1) {
      expectError(
        await call('confirmEmail', { code: wrong }),
        422,
        'EMAIL_CODE_INVALID',
      );
    }
    expectError(
      await call('confirmEmail', { code: wrong }),
      422,
      'EMAIL_CODE_INVALID',
    );
    // Tries exhausted: even the right code no longer works.
    expectError(
      await call('confirmEmail', { code }),
      422,
      'EMAIL_CODE_INVALID',
    );
    expect((await whmcsClient()).email).toBe(DEMO.email);
    const profile = profileResponseSchema.parse((await call('profile')).body);
    expect(profile.pendingEmail).toBeNull();
  });

  it('refuses an expired code', async () => {
    const newEmail = `late.${randomUUID().slice(0, 8)}@example.com`;
    const { code } = await startChange(newEmail);
    suite.server.clock.advance(PROFILE_LIMITS.codeTtlMs + 1000);
    expectError(
      await call('confirmEmail', { code }),
      422,
      'EMAIL_CODE_INVALID',
    );
    expect((await whmcsClient()).email).toBe(DEMO.email);
  });

  it('answers EMAIL_IN_USE when the address was taken between the code and its confirmation', async () => {
    const newEmail = `taken.${randomUUID().slice(0, 8)}@example.com`;
    const { code } = await startChange(newEmail);
    await setWhmcs(OTHER_CLIENT, { email: newEmail });
    expectError(await call('confirmEmail', { code }), 409, 'EMAIL_IN_USE');
    expect((await whmcsClient()).email).toBe(DEMO.email);
    await setWhmcs(OTHER_CLIENT, { email: OTHER.email });
  });

  it('sends the code in the language WHMCS has for the customer', async () => {
    await setWhmcs(DEMO_CLIENT, { language: 'german' });
    const newEmail = `sprache.${randomUUID().slice(0, 8)}@example.com`;
    const { mail } = await startChange(newEmail);
    expect(mail.subject).toBe(
      SERVER_CATALOGS['de-de'].mail.emailChangeCode.subject.replace(
        '{{provider}}',
        suite.server.config.providerName,
      ),
    );
    await setWhmcs(DEMO_CLIENT, { language: '' });
  });

  it('sends one code for a repeated Idempotency-Key, and none, at no cost, when WHMCS is down', async () => {
    // A server of its own, whose WHMCS can fail the address check alone.
    const outage = await startPartialOutage(suite.server.emulator);
    try {
      const { browser } = outage;
      const newEmail = `once.${randomUUID().slice(0, 8)}@example.com`;
      const headers = { 'idempotency-key': `change-${randomUUID()}` };
      const before = (await readOutbox(browser)).length;
      // WHMCS is down at the first read, the client's own record.
      suite.server.emulator.setFaults({
        errorRate: 1,
        errorKind: 'http',
        actions: ['GetClientsDetails'],
      });
      const failedRead = await call(
        'changeEmail',
        { newEmail },
        headers,
        browser,
      );
      suite.server.emulator.resetFaults();
      expectError(failedRead, 502, 'WHMCS_UNAVAILABLE');
      // And at the address check, once the code was counted.
      outage.failWhen(isAddressCheck);
      const failedCheck = await call(
        'changeEmail',
        { newEmail },
        headers,
        browser,
      );
      outage.failWhen(null);
      expectError(failedCheck, 502, 'WHMCS_UNAVAILABLE');

      const first = await call('changeEmail', { newEmail }, headers, browser);
      expect(first.status, first.text).toBe(200);
      await waitForMail(browser, newEmail, before);
      const second = await call('changeEmail', { newEmail }, headers, browser);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(second.body).toEqual(first.body);
      // Mail goes out off the request path: the first answer's mail is in,
      // so a mail of the failed calls, sent earlier, would be too.
      const outbox = await readOutbox(browser);
      const sent = outbox
        .slice(0, outbox.length - before)
        .filter((mail) => mail.to === newEmail);
      expect(sent).toHaveLength(1);
      // The failed calls cost nothing: of the hour's codes only the one sent is gone.
      await expectQuotaLeft(PROFILE_LIMITS.codesPerHour.max - 1, (index) =>
        call(
          'changeEmail',
          { newEmail: `left${index}.${randomUUID().slice(0, 8)}@example.com` },
          {},
          browser,
        ),
      );
    } finally {
      await outage.close();
    }
  });

  it('limits the codes a client may have sent per hour', async () => {
    for (let index = 0; index < PROFILE_LIMITS.codesPerHour.max; index += 1) {
      const sent = await call('changeEmail', {
        newEmail: `many${index}@example.com`,
      });
      expect(sent.status, sent.text).toBe(200);
    }
    expectError(
      await call('changeEmail', { newEmail: 'one.more@example.com' }),
      429,
      'RATE_LIMITED',
    );
  });

  it('changes nothing when WHMCS fails the write, and the same code works on retry', async () => {
    const newEmail = `retry.${randomUUID().slice(0, 8)}@example.com`;
    const { code } = await startChange(newEmail);
    const headers = { 'idempotency-key': `confirm-${randomUUID()}` };
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['UpdateClient'],
    });
    const failed = await call('confirmEmail', { code }, headers);
    suite.server.emulator.resetFaults();
    expectError(failed, 502, 'WHMCS_UNAVAILABLE');
    expect((await whmcsClient()).email).toBe(DEMO.email);
    const retried = await call('confirmEmail', { code }, headers);
    expect(retried.status, retried.text).toBe(200);
    expect((await whmcsClient()).email).toBe(newEmail);
    await restoreDemoEmail();
  });
});

describe('resetPassword', () => {
  it("has WHMCS mail its reset link to the customer's login and answers where", async () => {
    const before = whmcsMails().length;
    const response = await call('resetPassword');
    expect(response.status, response.text).toBe(200);
    expect(resetPasswordResponseSchema.parse(response.body).sentTo).toBe(
      DEMO.email,
    );
    const mails = whmcsMails();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.template).toBe('Password Reset Validation');
  });

  it('is limited per hour', async () => {
    for (let index = 0; index < PROFILE_LIMITS.resetsPerHour.max; index += 1) {
      expect((await call('resetPassword')).status).toBe(200);
    }
    expectError(await call('resetPassword'), 429, 'RATE_LIMITED');
  });
});

describeEndpointBehaviour(suite, {
  endpoint: 'profile',
  valid: () => ({}),
  fault: {
    actions: ['GetClientsDetails'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'resetPassword',
  valid: () => ({}),
  fault: {
    actions: ['ResetPassword'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
  writes: () => Promise.resolve(whmcsMails().length),
});

describeEndpointBehaviour(suite, {
  endpoint: 'changeEmail',
  valid: () => ({ newEmail: `valid.${randomUUID().slice(0, 8)}@example.com` }),
  invalid: { input: { newEmail: 'not-an-address' }, path: 'newEmail' },
});

describe('confirmEmail: what every endpoint does', () => {
  it('refuses a code that is not six digits with VALIDATION, and no session with 401', async () => {
    const refused = expectError(
      await call('confirmEmail', { code: '12345' }),
      400,
      'VALIDATION',
    );
    expect(refused.issues?.map((issue) => issue.path)).toContain('code');
    const { code } = await startChange(
      `anon.${randomUUID().slice(0, 8)}@example.com`,
    );
    const anonymous = await callEndpoint(
      new TestBrowserClass(suite.server.url),
      'confirmEmail',
      { code },
    );
    expectError(anonymous, 401, 'UNAUTHENTICATED');
    expect((await whmcsClient()).email).toBe(DEMO.email);
  });
});
