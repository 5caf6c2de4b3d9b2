import {
  hasEnded,
  isWithinWithdrawalPeriod,
  normaliseMac,
  withdrawalDeadline,
} from '@members/contract';
import type {
  Currency,
  Subscription,
  SubscriptionLists,
} from '@members/contract';

import { AppError } from '../lib/app-error.js';
import { collectPages } from '../whmcs/index.js';
import type { WhmcsService } from '../whmcs/index.js';

import type { CancellationsByService } from './cancellations.js';
import type { DomainContext } from './context.js';

/** Names of the service custom fields the members area reads. */
export interface ServiceFieldNames {
  mac: string;
  password: string;
  parentalCode: string;
  /** Further fields the operator lets customers see (`CF_VISIBLE`). */
  visible: readonly string[];
}

function isField(field: { name: string }, name: string): boolean {
  return field.name.trim().toLowerCase() === name.trim().toLowerCase();
}

/** A custom field of a service by name (case-insensitive), or undefined. */
export function findField(
  service: WhmcsService,
  name: string,
): { id: number; value: string } | undefined {
  return service.customfields.find((field) => isField(field, name));
}

/** The field that holds the MAC: the configured one, else the first (product rules: Subscriptions). */
export function findMacField(
  service: WhmcsService,
  names: Pick<ServiceFieldNames, 'mac'>,
): WhmcsService['customfields'][number] | undefined {
  return (
    service.customfields.find((field) => isField(field, names.mac)) ??
    service.customfields[0]
  );
}

/**
 * The device MAC: the configured field, else the first custom field (product
 * rules: Subscriptions), shown upper case with colons when it is a MAC at all.
 */
function readMac(
  service: WhmcsService,
  names: ServiceFieldNames,
): string | null {
  const value = findMacField(service, names)?.value.trim() ?? '';
  if (!value) {
    return null;
  }
  return normaliseMac(value) ?? value;
}

/** Maps a WHMCS service to the contract's subscription; nothing else leaks. */
export function presentSubscription(
  service: WhmcsService,
  currency: Currency,
  names: ServiceFieldNames,
  cancellations: CancellationsByService = new Map(),
  today: string | null = null,
): Subscription {
  const cancellation = cancellations.get(service.id) ?? null;
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
    withdrawUntil: withdrawUntilOf(service, cancellation !== null, today),
    cancellation,
    customfields: {
      customfield: visibleFields(service, names).map((field) => ({
        id: field.id,
        name: field.name,
        // The line password is a credential: lists never carry it, only
        // deviceSetup does, when the customer opens the set-up sheet.
        value: isField(field, names.password) ? '' : field.value,
      })),
    },
  };
}

/**
 * The last day a line can still be withdrawn from (§ 356a BGB), while its
 * period lasts and it runs: counted from its registration date, the day
 * WHMCS made the order's service.
 */
function withdrawUntilOf(
  service: WhmcsService,
  isCancelled: boolean,
  today: string | null,
): string | null {
  if (
    today === null ||
    service.regdate === null ||
    isCancelled ||
    hasEnded(service.status) ||
    !isWithinWithdrawalPeriod(service.regdate, today)
  ) {
    return null;
  }
  return withdrawalDeadline(service.regdate);
}

/**
 * The custom fields a customer may see: the MAC field first (the configured
 * one, else the first; product rules: Subscriptions), whatever order WHMCS
 * answers in, then in WHMCS's order the configured password and parental
 * code fields and the operator's `CF_VISIBLE` list. Any other field (an
 * admin's internal note) never leaves the server.
 */
function visibleFields(
  service: WhmcsService,
  names: ServiceFieldNames,
): WhmcsService['customfields'] {
  const mac = findMacField(service, names);
  const allowed = [names.password, names.parentalCode, ...names.visible];
  const others = service.customfields.filter(
    (field) => field !== mac && allowed.some((name) => isField(field, name)),
  );
  return mac ? [mac, ...others] : others;
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

/**
 * Services as the client's subscriptions, active and not, by id, each with
 * the cancellation recorded for it in the members area, if any, and, given
 * the billing system's `today`, the last day it can be withdrawn from.
 */
export function presentSubscriptions(
  ctx: DomainContext,
  services: readonly WhmcsService[],
  currency: Currency,
  cancellations: CancellationsByService = new Map(),
  today: string | null = null,
): SubscriptionLists {
  const names = fieldNames(ctx);
  return splitSubscriptions(
    [...services]
      .sort((a, b) => a.id - b.id)
      .map((service) =>
        presentSubscription(service, currency, names, cancellations, today),
      ),
  );
}

/** The client's subscriptions, active and not. */
export async function listSubscriptions(
  ctx: DomainContext,
  clientId: number,
  currency: Currency,
  cancellations: CancellationsByService = new Map(),
  today: string | null = null,
): Promise<SubscriptionLists> {
  return presentSubscriptions(
    ctx,
    await listClientServices(ctx, clientId),
    currency,
    cancellations,
    today,
  );
}

/** Which server a player connects to (product rules: Subscriptions). */
export function streamUrlFor(
  ctx: Pick<DomainContext, 'config'>,
  productId: number,
): string | null {
  const { streams } = ctx.config;
  if (streams.trialProductIds.includes(productId) && streams.trialStreamUrl) {
    return streams.trialStreamUrl;
  }
  if (streams.customHostProductId === productId && streams.customStreamUrl) {
    return streams.customStreamUrl;
  }
  return streams.streamUrl;
}

/**
 * The line's credentials as players use them: the service's username and
 * the configured Password field (the service's own password when empty).
 */
export function lineCredentialsOf(
  ctx: Pick<DomainContext, 'config'>,
  service: WhmcsService,
): { username: string; password: string } {
  const password =
    findField(service, ctx.config.customFields.password)?.value.trim() ||
    service.password;
  return { username: service.username, password };
}

/** The configured service field names. */
export function fieldNames(ctx: DomainContext): ServiceFieldNames {
  return {
    mac: ctx.config.customFields.mac,
    password: ctx.config.customFields.password,
    parentalCode: ctx.config.customFields.parentalCode,
    visible: ctx.config.customFields.visible,
  };
}

/**
 * Loads one of the client's Active services. Another client's service, an
 * unknown id and a service that is not Active all answer 404 alike.
 */
export async function loadOwnActiveService(
  ctx: DomainContext,
  clientId: number,
  serviceId: number,
): Promise<WhmcsService> {
  const reply = await ctx.whmcs.getClientsProducts({
    serviceid: serviceId,
    clientid: clientId,
  });
  const service = reply.products.find((product) => product.id === serviceId);
  if (
    !service ||
    service.clientid !== clientId ||
    service.status !== 'Active'
  ) {
    throw new AppError('NOT_FOUND', 'No such active subscription');
  }
  return service;
}
