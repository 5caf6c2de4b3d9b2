import { getClient } from '../db/clients.js';
import {
  applyCustomFieldValues,
  listProductCustomFields,
} from '../db/custom-fields.js';
import type { Database } from '../db/database.js';
import {
  getConfigOptionTypeName,
  getProduct,
  getProductPricing,
  listConfigOptionSubs,
  listProductConfigOptions,
  type PriceColumn,
} from '../db/products.js';
import type { SqlValue } from '../db/rows.js';
import {
  getService,
  setServiceConfigOption,
  updateService,
  type ServiceRow,
} from '../db/services.js';
import { parseMoney } from '../format.js';
import type { Params } from '../params.js';
import { decodePhpArrayParam } from '../php-serialize.js';

import {
  INVALID_CUSTOM_FIELDS,
  readCustomFieldsParam,
} from './custom-fields-param.js';
import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** Request parameter → column for plain text fields. */
const TEXT_COLUMNS: Record<string, string> = {
  domain: 'domain',
  serviceusername: 'username',
  servicepassword: 'password',
  dedicatedip: 'dedicatedip',
  assignedips: 'assignedips',
  ns1: 'ns1',
  ns2: 'ns2',
  subscriptionid: 'subscriptionid',
  suspendreason: 'suspendreason',
  notes: 'notes',
  billingcycle: 'billingcycle',
  paymentmethod: 'paymentmethod',
  regdate: 'regdate',
  nextduedate: 'nextduedate',
  terminationdate: 'terminationdate',
  overidesuspenduntil: 'overidesuspenduntil',
};

/** The fields `unset[]` may clear. */
const UNSETTABLE = new Set([
  'domain',
  'serviceusername',
  'servicepassword',
  'subscriptionid',
  'ns1',
  'ns2',
  'dedicatedip',
  'assignedips',
  'notes',
  'suspendreason',
]);

const INT_COLUMNS = [
  'serverid',
  'promoid',
  'diskusage',
  'disklimit',
  'bwusage',
  'bwlimit',
] as const;

const SERVICE_STATUSES = [
  'Pending',
  'Active',
  'Suspended',
  'Terminated',
  'Cancelled',
  'Fraud',
  'Completed',
];

const CYCLE_COLUMNS: Record<string, PriceColumn> = {
  monthly: 'monthly',
  'one time': 'monthly',
  'one-time': 'monthly',
  onetime: 'monthly',
  quarterly: 'quarterly',
  'semi-annually': 'semiannually',
  semiannually: 'semiannually',
  annually: 'annually',
  biennially: 'biennially',
  triennially: 'triennially',
};

function recalculateAmount(
  db: Database,
  service: ServiceRow,
  productId: number,
  billingCycle: string,
): number {
  const column = CYCLE_COLUMNS[billingCycle.toLowerCase()];
  const client = getClient(db, service.client_id);
  if (!column || !client) {
    return 0;
  }
  const price = getProductPricing(db, productId, client.currency)?.[column];
  return price !== undefined && price > 0 ? price : 0;
}

function applyConfigOptions(
  db: Database,
  serviceId: number,
  productId: number,
  values: Record<string, unknown>,
): void {
  const options = new Map(
    listProductConfigOptions(db, productId).map((option) => [
      option.id,
      option,
    ]),
  );
  for (const [key, value] of Object.entries(values)) {
    const option = options.get(Number(key));
    if (!option) {
      continue;
    }
    const typeName = getConfigOptionTypeName(option.type);
    let subId: number;
    let qty = 0;
    if (value && typeof value === 'object') {
      const nested = value as Record<string, unknown>;
      subId = Number(nested['optionid'] ?? 0);
      qty = Number(nested['qty'] ?? 0);
    } else if (typeName === 'quantity' || typeName === 'yesno') {
      qty = Number(value);
      subId = listConfigOptionSubs(db, option.id)[0]?.id ?? 0;
    } else {
      subId = Number(value);
    }
    setServiceConfigOption(db, {
      service_id: serviceId,
      config_id: option.id,
      sub_id: Number.isFinite(subId) ? subId : 0,
      qty: Number.isFinite(qty) ? qty : 0,
    });
  }
}

function collectColumnChanges(
  params: Params,
): Record<string, SqlValue | undefined> {
  const changes: Record<string, SqlValue | undefined> = {};
  for (const [param, column] of Object.entries(TEXT_COLUMNS)) {
    if (params.has(param)) {
      changes[column] = params.string(param) ?? '';
    }
  }
  for (const param of INT_COLUMNS) {
    if (params.has(param)) {
      changes[param === 'serverid' ? 'server_id' : param] =
        params.int(param) ?? 0;
    }
  }
  for (const param of ['firstpaymentamount', 'recurringamount']) {
    const cents = parseMoney(params.string(param));
    if (cents !== undefined) {
      changes[param] = cents;
    }
  }
  if (params.has('overideautosuspend')) {
    const value = params.text('overideautosuspend').toLowerCase();
    changes['overideautosuspend'] = ['on', '1', 'true', 'yes'].includes(value)
      ? 1
      : 0;
  }
  const status = params.text('status');
  if (status !== '') {
    changes['status'] =
      SERVICE_STATUSES.find(
        (name) => name.toLowerCase() === status.toLowerCase(),
      ) ?? status;
  }
  for (const name of params.list('unset')) {
    if (UNSETTABLE.has(name)) {
      changes[TEXT_COLUMNS[name] ?? name] = '';
    }
  }
  return changes;
}

/**
 * UpdateClientProduct: edits a service record (no module call). `customfields` is
 * merged (only the ids passed change), `unset[]` clears the allowed fields and
 * `autorecalc` recomputes the recurring amount from the product's price.
 * @see https://developers.whmcs.com/api-reference/updateclientproduct/
 */
export function updateClientProduct({
  db,
  params,
}: ActionContext): ActionReply {
  const service = getService(db, params.int('serviceid') ?? 0);
  if (!service) {
    return errorReply('Service ID Not Found');
  }
  const customValues = readCustomFieldsParam(params);
  if (!customValues) {
    return errorReply(INVALID_CUSTOM_FIELDS);
  }
  const configText = params.text('configoptions');
  const configValues = configText ? decodePhpArrayParam(configText) : {};
  if (!configValues) {
    return errorReply(
      'Invalid configoptions: expected base64 of a PHP serialized array',
    );
  }
  const changes = collectColumnChanges(params);
  const newProductId = params.int('pid');
  const productId =
    newProductId && getProduct(db, newProductId)
      ? newProductId
      : service.product_id;
  changes['product_id'] = productId;
  if (params.bool('autorecalc')) {
    const cycle =
      typeof changes['billingcycle'] === 'string'
        ? changes['billingcycle']
        : service.billingcycle;
    changes['recurringamount'] = recalculateAmount(
      db,
      service,
      productId,
      cycle,
    );
  }
  db.transaction(() => {
    updateService(db, service.id, changes);
    applyCustomFieldValues(
      db,
      service.id,
      listProductCustomFields(db, productId),
      customValues,
    );
    applyConfigOptions(db, service.id, productId, configValues);
  })();
  return successReply({ serviceid: String(service.id) });
}
