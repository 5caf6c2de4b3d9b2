import { describe, expect, it } from 'vitest';

import type { TestBrowser, TestResponse } from '../../../test/http-client.js';
import { DEMO, readOutbox, waitForMail } from '../../../test/sign-in.js';
import { useTestServer } from '../../../test/signed-in-server.js';

const API = '/dashboard/api';

const suite = useTestServer();

describe('confirmation mails of subscription changes', () => {
  async function changeAndReadMail(
    browser: TestBrowser,
    path: string,
    body: unknown,
  ): Promise<{
    response: TestResponse;
    subject: string;
    text: string;
    html: string;
  }> {
    const before = (await readOutbox(browser)).length;
    const response = await browser.request('PUT', path, { body });
    expect(response.status).toBe(200);
    const mail = await waitForMail(browser, DEMO.email, before);
    return { response, ...mail };
  }

  it('confirms a MAC change in the customer’s language', async () => {
    const browser = await suite.signedIn(DEMO);
    browser.cookies.set('browserLang', 'de-de');
    const mail = await changeAndReadMail(browser, `${API}/updateMacAddress`, {
      serviceid: 102,
      mac: '00:1A:79:77:66:55',
    });
    expect(mail.subject).toContain('Gerät');
    expect(mail.text).toContain('00:1A:79:77:66:55');
    expect(mail.text).toContain('#102');
  });

  it('confirms a parental code change without the code', async () => {
    const browser = await suite.signedIn(DEMO);
    browser.cookies.set('browserLang', 'fr-fr');
    const mail = await changeAndReadMail(
      browser,
      `${API}/update_parental_code`,
      { serviceid: 101, code: '8642' },
    );
    expect(mail.subject).toContain('code parental');
    expect(mail.text).toContain('#101');
    expect(mail.text).not.toContain('8642');
    expect(mail.html).not.toContain('8642');
  });

  it('confirms a new line password without the password', async () => {
    const browser = await suite.signedIn(DEMO);
    browser.cookies.set('browserLang', 'se-se');
    suite.server.clock.advance(25 * 60 * 60 * 1000);
    const mail = await changeAndReadMail(browser, '/api/updatePassword', {
      serviceid: 102,
    });
    const { password } = mail.response.body as { password: string };
    expect(mail.subject).toContain('linjelösenord');
    expect(mail.text).toContain('#102');
    expect(mail.text).not.toContain(password);
    expect(mail.html).not.toContain(password);
  });
});
