import { getClient, getClientByEmail } from '../db/clients.js';
import {
  presentClient,
  presentClientStats,
  presentLegacyClientFields,
} from '../present/client.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * GetClientsDetails: one client by `clientid` or `email`, with its users, flat custom
 * fields and, with `stats`, preformatted account statistics. `users` since WHMCS 8.0.
 * @see https://developers.whmcs.com/api-reference/getclientsdetails/
 */
export function getClientsDetails({
  db,
  params,
  whmcs,
  clock,
}: ActionContext): ActionReply {
  const clientId = params.int('clientid');
  const email = params.text('email');
  if (!clientId && email === '') {
    return errorReply('Either clientid Or email Is Required');
  }
  const client = clientId
    ? getClient(db, clientId)
    : getClientByEmail(db, email);
  if (!client) {
    return errorReply('Client Not Found');
  }
  const presented = presentClient(db, client, whmcs);
  return successReply({
    ...presentLegacyClientFields(presented),
    client: presented,
    ...(params.bool('stats')
      ? { stats: presentClientStats(db, client, clock.today()) }
      : {}),
  });
}
