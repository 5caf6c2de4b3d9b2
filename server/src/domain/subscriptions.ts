import type {
  Currency,
  Subscription,
  SubscriptionLists,
} from '@members/contract';

import { collectPages } from '../whmcs/index.js';
import type { WhmcsService } from '../whmcs/index.js';

import type { DomainContext } from './context.js';

const MAC_PATTERN = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

/** Names of the service custom fields the members area reads. */
export interface ServiceFieldNames {
  mac: string;
  password: string;
  parentalCode: string;
}

function findField(
  service: WhmcsService,
  name: string,
): { id: number; value: string } | undefined {
  const wanted = name.trim().toLowerCase();
  return service.customfields.find(
    (field) => field.name.trim().toLowerCase() === wanted,
  );
}

/**
 * The device MAC: the configured field, else the first custom field (the
 * spec's rule), shown upper case with colons when it is a MAC at all.
 */
function readMac(
  service: WhmcsService,
  names: ServiceFieldNames,
): string | null {
  const field = findField(service, names.mac) ?? service.customfields[0];
  const value = field?.value.trim() ?? '';
  if (!value) {
    return null;
  }
  const upper = value.toUpperCase().replaceAll('-', ':');
  return MAC_PATTERN.test(upper) ? upper : value;
}

/** Maps a WHMCS service to the contract's subscription; nothing else leaks. */
export function presentSubscription(
  service: WhmcsService,
  currency: Currency,
  names: ServiceFieldNames,
): Subscription {
  const parental = findField(service, names.parentalCode)?.value.trim() ?? '';
  return {
    id: service.id,
    productId: service.pid,
    name: service.translated_name || service.name,
    groupName: service.translated_groupname || service.groupname,
    status: service.status,
    regdate: service.regdate,
    nextDueDate: service.nextduedate,
    billingCycle: service.billingcycle,
    recurringAmount: service.recurringamount,
    currency,
    username: service.username,
    mac: readMac(service, names),
    parentalCode: parental || null,
    hasPasswordField: findField(service, names.password) !== undefined,
    customfields: {
      customfield: service.customfields.map((field) => ({
        id: field.id,
        name: field.name,
        value: field.value,
      })),
    },
  };
}

/** Splits subscriptions into Active ones and all others (unknown statuses included). */
export function splitSubscriptions(
  subscriptions: Subscription[],
): SubscriptionLists {
  return {
    activeSubs: subscriptions.filter((sub) => sub.status === 'Active'),
    unactiveSubs: subscriptions.filter((sub) => sub.status !== 'Active'),
  };
}

/** Every service of a client, all pages, checked to belong to that client. */
export async function listClientServices(
  ctx: DomainContext,
  clientId: number,
): Promise<WhmcsService[]> {
  const services = await collectPages(
    ctx.whmcs,
    'GetClientsProducts',
    { clientid: clientId },
    (reply) => reply.products,
  );
  return services.filter((service) => service.clientid === clientId);
}

/** The client's subscriptions, active and not. */
export async function listSubscriptions(
  ctx: DomainContext,
  clientId: number,
  currency: Currency,
): Promise<SubscriptionLists> {
  const services = await listClientServices(ctx, clientId);
  const names = {
    mac: ctx.config.customFields.mac,
    password: ctx.config.customFields.password,
    parentalCode: ctx.config.customFields.parentalCode,
  };
  return splitSubscriptions(
    services
      .sort((a, b) => a.id - b.id)
      .map((service) => presentSubscription(service, currency, names)),
  );
}
