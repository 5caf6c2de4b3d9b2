import type { APIRequestContext } from '@playwright/test';

/** The embedded emulator's demo API credentials (never a real WHMCS's). */
const CREDENTIALS = { identifier: 'demo-identifier', secret: 'demo-secret' };

/** The headers that open the emulator's admin routes (`/_emulator/…`). */
const ADMIN_HEADERS = {
  'x-emulator-identifier': CREDENTIALS.identifier,
  'x-emulator-secret': CREDENTIALS.secret,
};

/** The URL of the WHMCS emulator behind the server of this test's width. */
export function emulatorUrl(testInfo: { project: { name: string } }): string {
  const ports: Record<string, string | undefined> = {
    phone: process.env.E2E_PHONE_EMULATOR_PORT,
    'brand-dark': process.env.E2E_BRAND_DARK_EMULATOR_PORT,
    'brand-light': process.env.E2E_BRAND_LIGHT_EMULATOR_PORT,
  };
  const port =
    ports[testInfo.project.name.replace('setup-', '')] ??
    process.env.E2E_DESKTOP_EMULATOR_PORT;
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

/** A mail the emulator recorded as sent by WHMCS (its outbox). */
export interface WhmcsMail {
  id: number;
  template: string;
  type: string;
  relatedid: number;
  subject: string;
  message: string;
  date: string;
}

/**
 * The newest mails WHMCS sent a client (by id or e-mail), newest first, read
 * from the emulator's `GET /_emulator/emails` admin route.
 */
export async function latestWhmcsMails(
  request: APIRequestContext,
  testInfo: { project: { name: string } },
  client: { clientid: number } | { email: string },
  limit = 10,
): Promise<WhmcsMail[]> {
  const query = new URLSearchParams({
    ...('clientid' in client
      ? { clientid: String(client.clientid) }
      : { email: client.email }),
    limit: String(limit),
  });
  const response = await request.get(
    `${emulatorUrl(testInfo)}/_emulator/emails?${query.toString()}`,
    { headers: ADMIN_HEADERS },
  );
  if (!response.ok()) {
    throw new Error(`The emulator's outbox answered ${response.status()}`);
  }
  return ((await response.json()) as { emails: WhmcsMail[] }).emails;
}

/** A line as the emulator's IPTV panel knows it (its own state, not WHMCS's). */
export interface PanelLine {
  status: string;
  /** Unix seconds; null for a line that never expires. */
  expDate: number | null;
  isTrial: boolean;
  activeCons: number;
  maxConnections: number;
  allowedOutputFormats: string[];
}

/**
 * A line's state on the emulator's IPTV panel, read from its
 * `GET /_emulator/panel/lines/:username` admin route.
 */
export async function readPanelLine(
  request: APIRequestContext,
  testInfo: { project: { name: string } },
  username: string,
): Promise<PanelLine> {
  const response = await request.get(
    `${emulatorUrl(testInfo)}/_emulator/panel/lines/${encodeURIComponent(username)}`,
    { headers: ADMIN_HEADERS },
  );
  if (!response.ok()) {
    throw new Error(`The emulator's panel answered ${response.status()}`);
  }
  return (await response.json()) as PanelLine;
}

/**
 * Opens a network issue in the emulator's WHMCS as an admin would (starting
 * now), through `POST /_emulator/network-issues`; answers its id.
 */
export async function openNetworkIssue(
  request: APIRequestContext,
  testInfo: { project: { name: string } },
  issue: {
    title: string;
    description?: string;
    status?: string;
    priority?: string;
    type?: string;
    affecting?: string;
  },
): Promise<number> {
  const response = await request.post(
    `${emulatorUrl(testInfo)}/_emulator/network-issues`,
    { headers: ADMIN_HEADERS, data: issue },
  );
  if (!response.ok()) {
    throw new Error(`The emulator answered ${response.status()}`);
  }
  return ((await response.json()) as { id: number }).id;
}

/** Resolves a network issue in the emulator's WHMCS. */
export async function resolveNetworkIssue(
  request: APIRequestContext,
  testInfo: { project: { name: string } },
  id: number,
): Promise<void> {
  const response = await request.post(
    `${emulatorUrl(testInfo)}/_emulator/network-issues/${id}/resolve`,
    { headers: ADMIN_HEADERS },
  );
  if (!response.ok()) {
    throw new Error(`The emulator answered ${response.status()}`);
  }
}
