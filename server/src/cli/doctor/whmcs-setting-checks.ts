import type { Config } from '../../config.js';
import { WhmcsError } from '../../whmcs/index.js';
import type { WhmcsClient } from '../../whmcs/index.js';

import { classifyProbe } from './action-probes.js';
import { checkResult, describeError } from './check.js';
import type { CheckResult } from './check.js';

/** The titles of the settings checks, as printed. */
const SETTING_TITLES = {
  serviceFields: 'Service custom fields',
  clientField: 'Client custom field CLIENT_CF_REDIRECT_URL',
  resellerGroups: 'Reseller client groups',
  affiliateDepartment: 'Affiliate department',
  cancelDepartment: 'Cancellation department',
  billingDepartment: 'Billing department',
} as const;

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

/**
 * The ids of WHMCS's client custom fields, read from one client's details, or
 * null when WHMCS has no client with a service or an invoice to read them from.
 */
export async function readClientFieldIds(
  whmcs: WhmcsClient,
): Promise<number[] | null> {
  // WHMCS has no read of the client field definitions; a client's details
  // list every client custom field (admin-only ones too: the API acts as an
  // admin), so any one client will do.
  const services = await whmcs.getClientsProducts({ limitnum: 1 });
  let clientId = services.products[0]?.clientid;
  if (clientId === undefined) {
    const invoices = await whmcs.getInvoices({ limitnum: 1 });
    clientId = invoices.invoices[0]?.userid;
  }
  if (clientId === undefined) {
    return null;
  }
  const { client } = await whmcs.getClientsDetails({ clientid: clientId });
  return client.customfields.map((field) => field.id);
}

/** Why a client field could not be looked up: WHMCS has no client to read. */
export const NO_CLIENT_TO_READ =
  'not checked: WHMCS has no client with a service or an invoice yet, whose details would list the client custom fields. Run the doctor again once it has one.';

/** The ids found, for a FAIL line about a missing client custom field. */
export function describeFieldIds(ids: readonly number[]): string {
  return ids.length > 0
    ? `ids found: ${ids.join(', ')}`
    : 'it lists no client custom fields';
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
  const ids = await readClientFieldIds(whmcs);
  if (ids === null) {
    return checkResult('warn', title, NO_CLIENT_TO_READ);
  }
  if (ids.includes(fieldId)) {
    return checkResult('ok', title, `field ${fieldId} exists`);
  }
  return checkResult(
    'FAIL',
    title,
    `WHMCS has no client custom field with id ${fieldId} (${describeFieldIds(ids)}). Fix: create a client custom field for the reseller redirect URL (WHMCS → System Settings → Custom Client Fields) and set CLIENT_CF_REDIRECT_URL to its id, or to 0 without resellers.`,
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

/**
 * Whether WHMCS has the support department a setting names: ok with its
 * name, or FAIL saying what would break and which departments there are.
 */
export async function checkDepartment(
  whmcs: WhmcsClient,
  title: string,
  departmentId: number,
  { setting, consequence }: { setting: string; consequence: string },
): Promise<CheckResult> {
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
    `WHMCS has no support department ${departmentId} (${setting}), so ${consequence}. Fix: set ${setting} to the department that receives them; ${
      departments.length > 0
        ? `WHMCS has ${departments.map((entry) => `${entry.id} "${entry.name}"`).join(', ')}`
        : 'WHMCS has no support departments'
    }.`,
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
  return checkDepartment(whmcs, title, departmentId, {
    setting: 'AFFILIATE_DEPARTMENT_ID',
    consequence: 'withdrawal requests would fail',
  });
}

/** The cancellation department CANCEL_DEPARTMENT_ID exists (docs/cancellation.md). */
export async function checkCancelDepartment(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  const title = SETTING_TITLES.cancelDepartment;
  const departmentId = config.cancellation.departmentId;
  return checkDepartment(whmcs, title, departmentId, {
    setting: 'CANCEL_DEPARTMENT_ID',
    consequence: 'guest cancellations could not reach staff',
  });
}

/**
 * The billing department BILLING_DEPARTMENT_ID (unset: the cancellation
 * department) exists: every withdrawal opens its refund ticket there
 * (docs/cancellation.md).
 */
export async function checkBillingDepartment(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  const title = SETTING_TITLES.billingDepartment;
  const departmentId = config.withdrawal.departmentId;
  return checkDepartment(whmcs, title, departmentId, {
    setting: 'BILLING_DEPARTMENT_ID',
    consequence: 'withdrawals could not reach billing staff for the refund',
  });
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
  [SETTING_TITLES.billingDepartment, checkBillingDepartment],
];

/** A settings check that could not read WHMCS. */
export function describeSettingError(
  title: string,
  error: unknown,
): CheckResult {
  if (classifyProbe(error).kind === 'denied') {
    return checkResult(
      'warn',
      title,
      `not checked: the API role does not allow ${error instanceof WhmcsError ? error.action : 'a read it needs'} (see the API role line).`,
    );
  }
  return checkResult('warn', title, `not checked: ${describeError(error)}.`);
}

/** Runs each settings check in turn; one that cannot read WHMCS becomes a warning. */
export async function checkSettings(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const [title, check] of SETTING_CHECKS) {
    try {
      results.push(await check(whmcs, config));
    } catch (error) {
      results.push(describeSettingError(title, error));
    }
  }
  return results;
}
