import type { CustomFieldRow } from '../db/custom-fields.js';
import { listServices } from '../db/services.js';
import { presentService } from '../present/service.js';

import {
  getPage,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * GetClientsProducts: a page of services (a client's products) with their custom
 * fields and configurable options. An unknown client gives an empty list.
 * @see https://developers.whmcs.com/api-reference/getclientsproducts/
 */
export function getClientsProducts(context: ActionContext): ActionReply {
  const { db, params, whmcs } = context;
  const page = getPage(context);
  const domain = params.text('domain');
  const username = params.text('username2');
  const { total, rows } = listServices(
    db,
    {
      clientId: params.int('clientid') || undefined,
      serviceId: params.int('serviceid') || undefined,
      productId: params.int('pid') || undefined,
      domain: domain || undefined,
      username: username || undefined,
    },
    page,
  );
  const fieldCache = new Map<number, CustomFieldRow[]>();
  return successReply({
    clientid: params.string('clientid') ?? null,
    serviceid: params.string('serviceid') ?? null,
    pid: params.string('pid') ?? null,
    domain: params.string('domain') ?? null,
    totalresults: String(total),
    startnumber: page.start,
    numreturned: rows.length,
    products: {
      product: rows.map((row) => presentService(db, row, whmcs, fieldCache)),
    },
  });
}
