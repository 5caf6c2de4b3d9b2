import type { APIRequestContext } from '@playwright/test';

/** The embedded emulator's demo API credentials (never a real WHMCS's). */
const CREDENTIALS = { identifier: 'demo-identifier', secret: 'demo-secret' };

/** The URL of the WHMCS emulator behind the server of this test's width. */
export function emulatorUrl(testInfo: { project: { name: string } }): string {
  const port =
    testInfo.project.name.replace('setup-', '') === 'phone'
      ? process.env.E2E_PHONE_EMULATOR_PORT
      : process.env.E2E_DESKTOP_EMULATOR_PORT;
  if (!port) {
    throw new Error('The emulator port is set by e2e/playwright.config.ts');
  }
  return `http://127.0.0.1:${port}`;
}

/**
 * Calls the WHMCS API of the emulator the way WHMCS's own tools do
 * (`POST /includes/api.php`, form-encoded), e.g. to answer a ticket as staff.
 */
export async function callWhmcs(
  request: APIRequestContext,
  testInfo: { project: { name: string } },
  action: string,
  params: Record<string, string | number>,
): Promise<Record<string, unknown>> {
  const response = await request.post(
    `${emulatorUrl(testInfo)}/includes/api.php`,
    {
      form: {
        action,
        ...CREDENTIALS,
        responsetype: 'json',
        ...Object.fromEntries(
          Object.entries(params).map(([key, value]) => [key, String(value)]),
        ),
      },
    },
  );
  const body = (await response.json()) as Record<string, unknown>;
  if (body.result !== 'success') {
    throw new Error(`${action} failed: ${JSON.stringify(body)}`);
  }
  return body;
}

/** Answers a ticket as the demo staff member (`admin`, shown as Alex Staff). */
export async function addStaffReply(
  request: APIRequestContext,
  testInfo: { project: { name: string } },
  ticketid: number,
  message: string,
): Promise<void> {
  await callWhmcs(request, testInfo, 'AddTicketReply', {
    ticketid,
    adminusername: 'admin',
    message,
    markdown: 'true',
  });
}
