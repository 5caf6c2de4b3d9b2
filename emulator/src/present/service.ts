import type { WhmcsRelease } from '../actions/types.js';
import { getGateway, getServer } from '../db/catalog.js';
import {
  getCustomFieldValues,
  listProductCustomFields,
  type CustomFieldRow,
} from '../db/custom-fields.js';
import type { Database } from '../db/database.js';
import {
  getConfigOptionTypeName,
  getProduct,
  getProductGroup,
  listConfigOptionSubs,
  listProductConfigOptions,
} from '../db/products.js';
import { listServiceConfigOptions, type ServiceRow } from '../db/services.js';
import { formatMoney } from '../format.js';

/**
 * The product fields of a service that GetClientsProducts shows (custom fields
 * included). `qty` since WHMCS 8.12 (the action's Version History); no `ordernumber`
 * when the service's order is gone (order id 0), like the second product of WHMCS's
 * sample reply.
 */
export function presentService(
  db: Database,
  service: ServiceRow,
  whmcs: WhmcsRelease,
  fieldCache = new Map<number, CustomFieldRow[]>(),
): Record<string, unknown> {
  const product = getProduct(db, service.product_id);
  const group = product ? getProductGroup(db, product.gid) : undefined;
  const server = service.server_id
    ? getServer(db, service.server_id)
    : undefined;
  const gateway = getGateway(db, service.paymentmethod);
  let fields = fieldCache.get(service.product_id);
  if (!fields) {
    fields = listProductCustomFields(db, service.product_id);
    fieldCache.set(service.product_id, fields);
  }
  const values = getCustomFieldValues(db, service.id, fields);
  return {
    id: String(service.id),
    ...(whmcs.isAtLeast('8.12') ? { qty: String(service.qty) } : {}),
    clientid: String(service.client_id),
    orderid: String(service.order_id),
    ...(service.order_id === 0 ? {} : { ordernumber: service.order_number }),
    pid: String(service.product_id),
    regdate: service.regdate,
    name: product?.name ?? '',
    translated_name: product?.name ?? '',
    groupname: group?.name ?? '',
    translated_groupname: group?.name ?? '',
    domain: service.domain,
    dedicatedip: service.dedicatedip,
    serverid: String(service.server_id),
    servername: server?.name ?? '',
    serverip: server?.ip ?? '',
    serverhostname: server?.hostname ?? '',
    suspensionreason: service.suspendreason,
    firstpaymentamount: formatMoney(service.firstpaymentamount),
    recurringamount: formatMoney(service.recurringamount),
    paymentmethod: service.paymentmethod,
    paymentmethodname: gateway?.display_name ?? service.paymentmethod,
    billingcycle: service.billingcycle,
    nextduedate: service.nextduedate,
    status: service.status,
    username: service.username,
    password: service.password,
    subscriptionid: service.subscriptionid,
    promoid: String(service.promoid),
    overideautosuspend: service.overideautosuspend ? '1' : '',
    overidesuspenduntil: service.overidesuspenduntil,
    ns1: service.ns1,
    ns2: service.ns2,
    assignedips: service.assignedips,
    notes: service.notes,
    diskusage: String(service.diskusage),
    disklimit: String(service.disklimit),
    bwusage: String(service.bwusage),
    bwlimit: String(service.bwlimit),
    lastupdate: service.lastupdate,
    customfields: {
      customfield: fields.map((field) => ({
        id: String(field.id),
        name: field.name,
        value: values.get(field.id) ?? '',
      })),
    },
    configoptions: {
      configoption: presentServiceConfigOptions(db, service),
    },
  };
}

function presentServiceConfigOptions(
  db: Database,
  service: ServiceRow,
): Record<string, string>[] {
  const chosen = new Map(
    listServiceConfigOptions(db, service.id).map((row) => [row.config_id, row]),
  );
  return listProductConfigOptions(db, service.product_id).map((option) => {
    const choice = chosen.get(option.id);
    const typeName = getConfigOptionTypeName(option.type);
    let value = '';
    if (typeName === 'quantity' || typeName === 'yesno') {
      value = String(choice?.qty ?? 0);
    } else if (choice) {
      value =
        listConfigOptionSubs(db, option.id).find(
          (sub) => sub.id === choice.sub_id,
        )?.name ?? '';
    }
    return {
      id: String(option.id),
      option: option.name,
      type: typeName,
      value,
    };
  });
}
