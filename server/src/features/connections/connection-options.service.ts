import type { ConnectionOptionsResponse } from '@members/contract';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import type { RouteCall } from '../../http/define-route.js';

import {
  connectionsOf,
  higherChoices,
  loadLineConnections,
  loadOwnService,
  presentChoice,
  quoteChoice,
} from './connections.service.js';
import type { ConnectionsDeps } from './connections.service.js';

/**
 * The connection counts one of the client's lines may move to: for an
 * Active line whose product has the connections option (CONNECTIONS_OPTION),
 * each choice above the current one priced by WHMCS (UpgradeProduct
 * type=configoptions, calconly) for the rest of the period, with what the
 * line costs per cycle with it. Otherwise `available` is false and nothing
 * is offered. Another client's line answers 404.
 */
export async function listConnectionOptions(
  deps: ConnectionsDeps,
  {
    identity,
    input,
  }: Pick<RouteCall<'connectionOptions'>, 'identity' | 'input'>,
): Promise<Omit<ConnectionOptionsResponse, 'error'>> {
  const { clientId } = identity;
  const service = await loadOwnService(deps, clientId, input.serviceid);
  const line = await loadLineConnections(deps, clientId, service);
  if (!line) {
    const profile = await getClientProfile(deps, clientId);
    return {
      serviceid: service.id,
      available: false,
      currency: await getClientCurrency(deps, profile),
      billingcycle: service.billingcycle,
      current: null,
      choices: [],
    };
  }
  const choices = higherChoices(line);
  // One quote at a time: a connections option has a handful of choices.
  const priced = [];
  for (const choice of choices) {
    const quote = await quoteChoice(deps, line, choice);
    priced.push(presentChoice(line, choice, quote.dueNow));
  }
  return {
    serviceid: service.id,
    available: true,
    currency: line.currency,
    billingcycle: service.billingcycle,
    current: {
      connections: connectionsOf(line.option, line.current),
      label: line.current.name,
      recurringAmount: service.recurringamount,
    },
    choices: priced,
  };
}
