import type { Config } from '../../config.js';
import {
  createWhmcsClient,
  compareWhmcsVersions,
  MIN_WHMCS_VERSION,
  parseWhmcsVersion,
  WHMCS_MESSAGES,
  WhmcsBadReplyError,
  WhmcsError,
  WhmcsHttpError,
  WhmcsNetworkError,
  WhmcsTimeoutError,
} from '../../whmcs/index.js';
import type {
  WhmcsActionName,
  WhmcsClient,
  WhmcsDetailsReply,
} from '../../whmcs/index.js';

import { classifyProbe, probeAllActions } from './action-probes.js';
import type { ProbeOutcome } from './action-probes.js';
import { checkResult, describeError } from './check.js';
import type { CheckResult } from './check.js';

/** What the WHMCS checks need: the server's settings and the URL to check. */
export interface WhmcsCheckOptions {
  readonly config: Config;
  /** The WHMCS base URL: `WHMCS_URL`, or the embedded emulator's. */
  readonly url: string;
  /** The embedded emulator of the demo (no `WHMCS_URL`): it has no API roles. */
  readonly isEmbedded: boolean;
}

/** The titles of the settings checks, as printed. */
const SETTING_TITLES = {
  serviceFields: 'Service custom fields',
  clientField: 'Client custom field CLIENT_CF_REDIRECT_URL',
  resellerGroups: 'Reseller client groups',
  affiliateDepartment: 'Affiliate department',
  cancelDepartment: 'Cancellation department',
} as const;

const API_ROLES_PATH =
  'WHMCS → System Settings → API Roles (older WHMCS: Setup → Staff Management → Manage API Credentials → API Roles)';

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const UNREACHABLE_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
]);
const CUT_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

function isTlsCode(code: string): boolean {
  return /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|EPROTO$)/.test(
    code,
  );
}

/** Why a network error happened, and what to do, in an operator's words. */
function describeNetworkError(error: WhmcsNetworkError, url: URL): string {
  const code = error.code ?? '';
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (DNS_CODES.has(code)) {
    return `the host name ${url.hostname} does not resolve (DNS, ${code}). Fix: check the host in WHMCS_URL and this machine's DNS (nslookup ${url.hostname}).`;
  }
  if (code === 'ECONNREFUSED') {
    return `${url.hostname}:${port} refused the connection (${code}). Fix: check the scheme and port in WHMCS_URL (https:// is port 443), that WHMCS's web server runs, and that its firewall lets this server in.`;
  }
  if (UNREACHABLE_CODES.has(code)) {
    return `no connection to ${url.hostname}:${port} (${code}). Fix: a firewall drops this server's connections, or WHMCS_URL points at the wrong address.`;
  }
  if (CUT_CODES.has(code)) {
    return `the connection to ${url.hostname} was cut (${code}). Fix: a firewall, proxy or WAF in front of WHMCS closes it; let this server through to /includes/api.php.`;
  }
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || code === 'EPROTO') {
    return `TLS failed (${code}): ${url.hostname}:${port} does not speak https. Fix: use http:// for that port in WHMCS_URL, or WHMCS's https port.`;
  }
  if (isTlsCode(code)) {
    return `TLS failed (${code}): WHMCS's certificate is not trusted (expired, self-signed, or issued for another name). Fix: install a valid certificate on WHMCS (e.g. Let's Encrypt); the server never skips certificate checks.`;
  }
  return `could not reach WHMCS${code ? ` (${code})` : ''}. Fix: check WHMCS_URL and the network between this server and WHMCS.`;
}

function describeHttpError(status: number, endpoint: string): string {
  if (status >= 300 && status < 400) {
    return `HTTP ${status}, a redirect: the server does not follow redirects, which would resend the API secret. Fix: set WHMCS_URL to the address it redirects to (often https:// or www.).`;
  }
  if (status === 401) {
    return `HTTP 401: the web server asks for a password before WHMCS runs. Fix: exempt /includes/api.php from that HTTP authentication.`;
  }
  if (status === 403) {
    return `HTTP 403 without a WHMCS answer: a firewall or WAF in front of WHMCS (Cloudflare, ModSecurity, Imunify360, a hosting panel rule) blocks this server. Fix: allow this server's IP for /includes/api.php in that WAF.`;
  }
  if (status === 404) {
    return `HTTP 404: there is no WHMCS API at ${endpoint}. Fix: set WHMCS_URL to the WHMCS root, the address under which /includes/api.php lives (e.g. https://billing.example.com or https://example.com/whmcs).`;
  }
  if (status === 429) {
    return `HTTP 429: a rate limit in front of WHMCS refused the call. Fix: exempt this server's IP from it for /includes/api.php.`;
  }
  if (status >= 500) {
    return `HTTP ${status}: WHMCS failed with a server error. Fix: see WHMCS's PHP error log and Utilities → Logs (a Cloudflare 52x page means WHMCS's own server is down).`;
  }
  return `unexpected HTTP ${status}. Fix: check that WHMCS_URL is the WHMCS root.`;
}

/**
 * Whether the WhmcsDetails call reached WHMCS's API; null when it did (WHMCS
 * answered JSON, success or error), else the failure to report.
 */
export function describeReach(
  error: unknown,
  endpoint: string,
  timeoutMs: number,
): string | null {
  if (error === null || error instanceof WhmcsError) {
    return null;
  }
  if (error instanceof WhmcsNetworkError) {
    return describeNetworkError(error, new URL(endpoint));
  }
  if (error instanceof WhmcsTimeoutError) {
    return `no answer within ${timeoutMs} ms (WHMCS_TIMEOUT_MS). Fix: WHMCS is overloaded, or a firewall silently drops this server's requests; try curl -I ${endpoint} from this machine.`;
  }
  if (error instanceof WhmcsHttpError) {
    return describeHttpError(error.status, endpoint);
  }
  if (error instanceof WhmcsBadReplyError) {
    if (/html/i.test(error.message)) {
      return `an HTML page answered instead of WHMCS's API. Fix: WHMCS_URL must be the WHMCS root, and no WAF challenge, maintenance or login page may sit in front of /includes/api.php.`;
    }
    if (/not JSON/i.test(error.message)) {
      return `the answer is not JSON. Fix: PHP errors or a hook print text instead of WHMCS's reply; turn display_errors off and read WHMCS's PHP error log.`;
    }
    // JSON that our schema does not expect: WHMCS's API did answer.
    return null;
  }
  return `could not call WHMCS: ${describeError(error)}.`;
}

/**
 * Whether WHMCS refused the API credential itself; null when it accepted it,
 * else the refusal and its fix.
 */
export function describeCredentialRefusal(error: unknown): string | null {
  if (!(error instanceof WhmcsError) || !error.isAccessDenied()) {
    return null;
  }
  if (error.matches(WHMCS_MESSAGES.authenticationFailed)) {
    return `WHMCS refused them ("Authentication Failed"). Fix: check WHMCS_IDENTIFIER and WHMCS_SECRET against WHMCS → System Settings → API Credentials (the secret is shown only once; create a new credential if it is lost).`;
  }
  const ip = /^invalid ip\s+(\S+)/i.exec(error.message.trim())?.[1];
  if (ip !== undefined || /^invalid ip\b/i.test(error.message.trim())) {
    return `WHMCS refused this server's IP address ("${error.message}"). Fix: add ${ip ?? "this server's IP"} under WHMCS → System Settings → General Settings → Security → API IP Access Restriction, or set WHMCS_ACCESS_KEY to the $api_access_key in WHMCS's configuration.php.`;
  }
  if (error.matches(WHMCS_MESSAGES.invalidAccessKey)) {
    return `WHMCS refused WHMCS_ACCESS_KEY ("Invalid Access Key"). Fix: set it to exactly the $api_access_key in WHMCS's configuration.php, or remove it and allow this server's IP instead.`;
  }
  if (error.matches(WHMCS_MESSAGES.adminUserRequired)) {
    return `WHMCS did not take the call as an API call ("An admin user is required"). Fix: WHMCS_IDENTIFIER and WHMCS_SECRET must be an API credential (System Settings → API Credentials), not an admin login.`;
  }
  // `Invalid Permissions` is about one action, reported by the API role check.
  return null;
}

function describeVersion(
  reply: WhmcsDetailsReply | null,
  error: unknown,
): CheckResult {
  const title = 'WHMCS version';
  if (reply === null) {
    if (classifyProbe(error).kind === 'denied') {
      return checkResult(
        'warn',
        title,
        'unknown: the API role does not allow WhmcsDetails (see the API role line).',
      );
    }
    if (
      error instanceof WhmcsError &&
      error.matches(WHMCS_MESSAGES.commandNotFound)
    ) {
      return checkResult(
        'FAIL',
        title,
        `WHMCS does not know WhmcsDetails ("Command Not Found"), which every WHMCS since 8.0 has, so it is older than ${MIN_WHMCS_VERSION}, the oldest the server supports. Fix: upgrade WHMCS.`,
      );
    }
    return checkResult(
      'warn',
      title,
      `could not read it (${describeError(error)}); the server needs WHMCS ${MIN_WHMCS_VERSION} or newer.`,
    );
  }
  const { version, canonicalversion } = reply.whmcs;
  const parsed =
    parseWhmcsVersion(canonicalversion) ?? parseWhmcsVersion(version);
  const shown =
    canonicalversion && canonicalversion !== version
      ? `${version} (${canonicalversion})`
      : version;
  if (!parsed) {
    return checkResult(
      'warn',
      title,
      `WhmcsDetails answered "${shown}", which is not a version the doctor can read; the server needs ${MIN_WHMCS_VERSION} or newer.`,
    );
  }
  if (compareWhmcsVersions(parsed, MIN_WHMCS_VERSION) < 0) {
    return checkResult(
      'FAIL',
      title,
      `WHMCS ${shown} is older than ${MIN_WHMCS_VERSION}, the oldest the server supports. Fix: upgrade WHMCS.`,
    );
  }
  return checkResult(
    'ok',
    title,
    `${shown}, supported (${MIN_WHMCS_VERSION} or newer)`,
  );
}

function describeRole(
  outcomes: ReadonlyMap<WhmcsActionName, ProbeOutcome>,
  isEmbedded: boolean,
): CheckResult[] {
  const title = 'WHMCS API role';
  const denied: WhmcsActionName[] = [];
  const missing: WhmcsActionName[] = [];
  const unknown: [WhmcsActionName, string][] = [];
  const skipped: [WhmcsActionName, string][] = [];
  for (const [action, outcome] of outcomes) {
    if (outcome.kind === 'denied') {
      denied.push(action);
    } else if (outcome.kind === 'missing') {
      missing.push(action);
    } else if (outcome.kind === 'unknown') {
      unknown.push([action, outcome.reason]);
    } else if (outcome.kind === 'skipped') {
      skipped.push([action, outcome.reason]);
    }
  }
  const called = outcomes.size - skipped.length;
  const problems = [
    denied.length > 0
      ? `the credential's API role does not allow ${denied.length} of the ${outcomes.size} actions the server uses: ${denied.join(', ')}. Fix: tick ${denied.length === 1 ? 'it' : 'them'} in ${API_ROLES_PATH}, in the role of the credential WHMCS_IDENTIFIER uses.`
      : '',
    missing.length > 0
      ? `WHMCS does not know ${missing.join(', ')} ("Command Not Found"). Fix: upgrade WHMCS to ${MIN_WHMCS_VERSION} or newer.`
      : '',
    unknown.length > 0
      ? `Could not check ${unknown.map(([action]) => action).join(', ')} (${unknown[0]?.[1] ?? ''}).`
      : '',
  ].filter(Boolean);
  const results: CheckResult[] = [];
  if (problems.length > 0) {
    results.push(
      checkResult(
        denied.length > 0 || missing.length > 0 ? 'FAIL' : 'warn',
        title,
        problems.join(' '),
      ),
    );
  } else if (isEmbedded) {
    results.push(
      checkResult(
        'ok',
        title,
        `the embedded emulator has no API roles; all ${called} harmless calls were answered`,
      ),
    );
  } else {
    results.push(
      checkResult(
        'ok',
        title,
        `allows all ${called} actions the server uses that can be called harmlessly`,
      ),
    );
  }
  // The embedded emulator has no roles to tick, so nothing is left to check there.
  if (!isEmbedded) {
    for (const [action, reason] of skipped) {
      results.push(
        checkResult(
          'warn',
          `WHMCS API role, ${action}`,
          `not checked: ${reason}. Make sure ${action} is ticked in the API role too: the server uses it.`,
        ),
      );
    }
  }
  return results;
}

function isSameFieldName(a: string, b: string): boolean {
  // As the server matches them (domain/subscriptions.ts): trimmed, any case.
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Services read to learn which custom fields each product's services carry. */
const SERVICE_SAMPLE = 100;

/** A product and the custom field names seen on it. */
interface ProductFields {
  readonly pid: number;
  readonly name: string;
  readonly fields: Set<string>;
  /** Whether a service of it was read: only then are all its fields known. */
  hasService: boolean;
}

/**
 * The custom field names per product. GetProducts lists only the fields shown
 * on the order form (a line password usually is not), while a service lists
 * every field of its product, as the server reads them; so both are joined.
 */
async function readProductFields(
  whmcs: WhmcsClient,
): Promise<Map<number, ProductFields>> {
  const [{ products }, { products: services }] = await Promise.all([
    whmcs.getProducts(),
    whmcs.getClientsProducts({ limitnum: SERVICE_SAMPLE }),
  ]);
  const byPid = new Map<number, ProductFields>();
  const entryOf = (pid: number, name: string) => {
    const entry = byPid.get(pid) ?? {
      pid,
      name,
      fields: new Set<string>(),
      hasService: false,
    };
    byPid.set(pid, entry);
    return entry;
  };
  for (const product of products) {
    const entry = entryOf(product.pid, product.name);
    product.customfields.forEach((field) => entry.fields.add(field.name));
  }
  for (const service of services) {
    const entry = entryOf(service.pid, service.name);
    entry.hasService = true;
    service.customfields.forEach((field) => entry.fields.add(field.name));
  }
  return byPid;
}

/** The service custom fields CF_MAC, CF_PASSWORD and CF_PARENTAL_CODE exist on the products. */
export async function checkServiceFields(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  const title = SETTING_TITLES.serviceFields;
  const wanted = [
    ['CF_MAC', config.customFields.mac],
    ['CF_PASSWORD', config.customFields.password],
    ['CF_PARENTAL_CODE', config.customFields.parentalCode],
  ] as const;
  const products = [...(await readProductFields(whmcs)).values()];
  const has = (product: ProductFields, name: string) =>
    [...product.fields].some((field) => isSameFieldName(field, name));
  const missing = wanted.filter(
    ([, name]) => !products.some((product) => has(product, name)),
  );
  if (missing.length > 0) {
    const found = [
      ...new Set(products.flatMap((product) => [...product.fields])),
    ].map((name) => `"${name}"`);
    const named = missing
      .map(([variable, name]) => `"${name}" (${variable})`)
      .join(', ');
    const variables = missing.map(([variable]) => variable).join(', ');
    const seen =
      found.length > 0
        ? `the products have ${found.join(', ')}`
        : 'WHMCS lists no product custom fields at all';
    return checkResult(
      'FAIL',
      title,
      `no product has a custom field named ${named}. Fix: set ${variables} to the field names your IPTV products use (WHMCS → System Settings → Products/Services → a product → Custom Fields); ${seen}.`,
    );
  }
  // IPTV products: those with at least one of the fields; the others (e.g.
  // reseller credits) need none. Only products with a service read are
  // judged, since GetProducts leaves out fields not on the order form.
  const iptv = products.filter((product) =>
    wanted.some(([, name]) => has(product, name)),
  );
  const incomplete = iptv.flatMap((product) => {
    const lacking = wanted.filter(([, name]) => !has(product, name));
    return product.hasService && lacking.length > 0
      ? [
          `${product.name} (pid ${product.pid}) lacks ${lacking
            .map(([, name]) => `"${name}"`)
            .join(', ')}`,
        ]
      : [];
  });
  if (incomplete.length > 0) {
    return checkResult(
      'warn',
      title,
      `${incomplete.join('; ')}: its customers cannot use what the missing field holds. Fix: add the field to the product, or ignore this if it is not an IPTV line.`,
    );
  }
  return checkResult(
    'ok',
    title,
    `${wanted.map(([, name]) => `"${name}"`).join(', ')} found on the IPTV products (pid ${iptv.map((product) => product.pid).join(', ')})`,
  );
}

/** The client custom field CLIENT_CF_REDIRECT_URL exists (read from one client's details). */
export async function checkClientField(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  const title = SETTING_TITLES.clientField;
  const fieldId = config.customFields.clientRedirectUrlId;
  if (fieldId === 0) {
    return checkResult('ok', title, 'set to 0, not used');
  }
  // WHMCS has no read of the client field definitions; a client's details
  // list every client custom field, so any one client will do.
  const services = await whmcs.getClientsProducts({ limitnum: 1 });
  let clientId = services.products[0]?.clientid;
  if (clientId === undefined) {
    const invoices = await whmcs.getInvoices({ limitnum: 1 });
    clientId = invoices.invoices[0]?.userid;
  }
  if (clientId === undefined) {
    return checkResult(
      'warn',
      title,
      `not checked: WHMCS has no client with a service or an invoice yet, whose details would list the client custom fields. Run the doctor again once it has one.`,
    );
  }
  const { client } = await whmcs.getClientsDetails({ clientid: clientId });
  const ids = client.customfields.map((field) => field.id);
  if (ids.includes(fieldId)) {
    return checkResult('ok', title, `field ${fieldId} exists`);
  }
  return checkResult(
    'FAIL',
    title,
    `WHMCS has no client custom field with id ${fieldId} (${
      ids.length > 0
        ? `ids found: ${ids.join(', ')}`
        : 'it lists no client custom fields'
    }). Fix: create a client custom field for the reseller redirect URL (WHMCS → System Settings → Custom Client Fields) and set CLIENT_CF_REDIRECT_URL to its id, or to 0 without resellers.`,
  );
}

/** The reseller client groups RESELLER_GROUPS exist. */
export async function checkResellerGroups(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  const title = SETTING_TITLES.resellerGroups;
  const { groups } = await whmcs.getClientGroups();
  const missing = config.resellerGroups.filter(
    (id) => !groups.some((group) => group.id === id),
  );
  const describe = (id: number) => {
    const group = groups.find((entry) => entry.id === id);
    return group ? `${id} "${group.groupname}"` : String(id);
  };
  if (missing.length > 0) {
    return checkResult(
      'warn',
      title,
      `WHMCS has no client group ${missing.join(', ')} (RESELLER_GROUPS=${config.resellerGroups.join('-')}), so no client is a reseller through ${missing.length === 1 ? 'it' : 'them'}. Fix: set RESELLER_GROUPS to your reseller groups' ids, dash-separated; ${
        groups.length > 0
          ? `WHMCS has ${groups.map((group) => describe(group.id)).join(', ')}`
          : 'WHMCS has no client groups'
      }.`,
    );
  }
  return checkResult(
    'ok',
    title,
    `${config.resellerGroups.map(describe).join(', ')} exist`,
  );
}

/** The affiliate department AFFILIATE_DEPARTMENT_ID exists. */
export async function checkAffiliateDepartment(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  const title = SETTING_TITLES.affiliateDepartment;
  const departmentId = config.affiliate.departmentId;
  if (departmentId === null) {
    return checkResult(
      'warn',
      title,
      'AFFILIATE_DEPARTMENT_ID is 0: affiliates cannot request withdrawals (they are tickets in that department).',
    );
  }
  const { departments } = await whmcs.getSupportDepartments();
  const department = departments.find((entry) => entry.id === departmentId);
  if (department) {
    return checkResult(
      'ok',
      title,
      `${departmentId} "${department.name}" exists`,
    );
  }
  return checkResult(
    'FAIL',
    title,
    `WHMCS has no support department ${departmentId} (AFFILIATE_DEPARTMENT_ID), so withdrawal requests would fail. Fix: set AFFILIATE_DEPARTMENT_ID to the department that receives them; ${
      departments.length > 0
        ? `WHMCS has ${departments.map((entry) => `${entry.id} "${entry.name}"`).join(', ')}`
        : 'WHMCS has no support departments'
    }.`,
  );
}

/** The cancellation department CANCEL_DEPARTMENT_ID exists (docs/cancellation.md). */
export async function checkCancelDepartment(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  const title = SETTING_TITLES.cancelDepartment;
  const departmentId = config.cancellation.departmentId;
  const { departments } = await whmcs.getSupportDepartments();
  const department = departments.find((entry) => entry.id === departmentId);
  if (department) {
    return checkResult(
      'ok',
      title,
      `${departmentId} "${department.name}" exists`,
    );
  }
  return checkResult(
    'FAIL',
    title,
    `WHMCS has no support department ${departmentId} (CANCEL_DEPARTMENT_ID), so guest cancellations could not reach staff. Fix: set CANCEL_DEPARTMENT_ID to the department that receives them; ${
      departments.length > 0
        ? `WHMCS has ${departments.map((entry) => `${entry.id} "${entry.name}"`).join(', ')}`
        : 'WHMCS has no support departments'
    }.`,
  );
}

type SettingCheck = (
  whmcs: WhmcsClient,
  config: Config,
) => Promise<CheckResult>;

const SETTING_CHECKS: readonly [string, SettingCheck][] = [
  [SETTING_TITLES.serviceFields, checkServiceFields],
  [SETTING_TITLES.clientField, checkClientField],
  [SETTING_TITLES.resellerGroups, checkResellerGroups],
  [SETTING_TITLES.affiliateDepartment, checkAffiliateDepartment],
  [SETTING_TITLES.cancelDepartment, checkCancelDepartment],
];

/** A settings check that could not read WHMCS. */
function describeSettingError(title: string, error: unknown): CheckResult {
  if (classifyProbe(error).kind === 'denied') {
    return checkResult(
      'warn',
      title,
      `not checked: the API role does not allow ${error instanceof WhmcsError ? error.action : 'a read it needs'} (see the API role line).`,
    );
  }
  return checkResult('warn', title, `not checked: ${describeError(error)}.`);
}

/**
 * Every WHMCS check, in order: reachable, credentials, version, the API role
 * (one harmless call per action), then the settings that name WHMCS records.
 * Once WHMCS cannot be reached or refuses the credential, the rest is left out
 * and one line says so.
 */
export async function checkWhmcs(
  options: WhmcsCheckOptions,
): Promise<CheckResult[]> {
  const { config, url, isEmbedded } = options;
  let whmcs: WhmcsClient;
  try {
    whmcs = createWhmcsClient({
      url,
      identifier: config.whmcs.identifier,
      secret: config.whmcs.secret,
      accessKey: config.whmcs.accessKey,
      timeoutMs: config.whmcs.timeoutMs,
    });
  } catch (error) {
    return [
      checkResult(
        'FAIL',
        'WHMCS reachable',
        `${describeError(error)}. Fix: WHMCS_URL must be the http(s) address of the WHMCS root.`,
      ),
    ];
  }
  const where = isEmbedded
    ? `the embedded emulator at ${whmcs.endpoint}`
    : whmcs.endpoint;
  const startedAt = performance.now();
  let details: WhmcsDetailsReply | null = null;
  let detailsError: unknown = null;
  try {
    details = await whmcs.whmcsDetails();
  } catch (error) {
    detailsError = error;
  }
  const elapsedMs = Math.round(performance.now() - startedAt);
  const notChecked = checkResult(
    'warn',
    'WHMCS settings',
    'not checked until the line above is fixed: version, API role, custom fields, client groups, affiliate department.',
  );
  const unreachable = describeReach(
    detailsError,
    whmcs.endpoint,
    config.whmcs.timeoutMs,
  );
  if (unreachable !== null) {
    return [
      checkResult('FAIL', 'WHMCS reachable', `${where}: ${unreachable}`),
      notChecked,
    ];
  }
  const results = [
    checkResult(
      'ok',
      'WHMCS reachable',
      `${where} answered in ${elapsedMs} ms`,
    ),
  ];
  const refusal = describeCredentialRefusal(detailsError);
  if (refusal !== null) {
    return [
      ...results,
      checkResult('FAIL', 'WHMCS credentials', refusal),
      notChecked,
    ];
  }
  results.push(checkResult('ok', 'WHMCS credentials', 'accepted'));
  results.push(describeVersion(details, detailsError));
  const outcomes = await probeAllActions(whmcs, {
    WhmcsDetails: classifyProbe(detailsError),
  });
  results.push(...describeRole(outcomes, isEmbedded));
  for (const [title, check] of SETTING_CHECKS) {
    try {
      results.push(await check(whmcs, config));
    } catch (error) {
      results.push(describeSettingError(title, error));
    }
  }
  return results;
}
