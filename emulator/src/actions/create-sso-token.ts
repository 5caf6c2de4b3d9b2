import { getClient, type ClientRow } from '../db/clients.js';
import { insertSsoToken } from '../db/sso.js';
import {
  getFirstClientIdOfUser,
  getUser,
  isUserOfClient,
  type UserRow,
} from '../db/users.js';
import { randomHex } from '../random.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** How long a token may wait before redemption. */
export const SSO_TOKEN_TTL_MS = 60_000;

const CLIENT_AREA_DESTINATIONS = new Set([
  'profile',
  'billing_info',
  'emails',
  'announcements',
  'downloads',
  'knowledgebase',
  'network_status',
  'services',
  'product_details',
  'domains',
  'domain_details',
  'invoices',
  'tickets',
  'submit_ticket',
  'shopping_cart',
  'shopping_cart_addons',
  'shopping_cart_domain_register',
  'shopping_cart_domain_transfer',
]);

function isValidDestination(destination: string): boolean {
  if (destination === '' || destination === 'sso:custom_redirect') {
    return true;
  }
  return (
    destination.startsWith('clientarea:') &&
    CLIENT_AREA_DESTINATIONS.has(destination.slice('clientarea:'.length))
  );
}

function resolveAccount(
  context: ActionContext,
): { client?: ClientRow; user?: UserRow } | { error: string } {
  const { db, params } = context;
  const clientId = params.int('client_id') ?? 0;
  const userId = params.int('user_id') ?? 0;
  if (!clientId && !userId) {
    return { error: 'A valid client_id or user_id is required' };
  }
  let client = clientId ? getClient(db, clientId) : undefined;
  if (clientId && !client) {
    return { error: 'Invalid client_id' };
  }
  let user = userId ? getUser(db, userId) : undefined;
  if (userId && !user) {
    return { error: 'Invalid user_id' };
  }
  if (client && user && !isUserOfClient(db, user.id, client.id)) {
    return { error: 'Invalid user_id for client' };
  }
  if (client && !user) {
    user = getUser(db, client.owner_user_id);
  }
  if (user && !client) {
    const firstClientId = getFirstClientIdOfUser(db, user.id);
    client =
      firstClientId === undefined ? undefined : getClient(db, firstClientId);
  }
  return { client, user };
}

/**
 * CreateSsoToken: a single-use, 60-second token and the URL that redeems it
 * (`<publicUrl>/oauth/singlesignon.php?access_token=…`), served by the demo pages.
 * @see https://developers.whmcs.com/api-reference/createssotoken/
 */
export function createSsoToken(context: ActionContext): ActionReply {
  const { db, params, publicUrl, clock } = context;
  const account = resolveAccount(context);
  if ('error' in account) {
    return errorReply(account.error);
  }
  const destination = params.text('destination');
  if (!isValidDestination(destination)) {
    return errorReply('Invalid destination');
  }
  if (account.client && !account.client.allow_sso) {
    return errorReply(
      `SSO authentication blocked for client ${account.client.id}`,
    );
  }
  const token = randomHex(20);
  insertSsoToken(db, {
    token,
    client_id: account.client?.id ?? 0,
    user_id: account.user?.id ?? 0,
    destination,
    service_id: params.int('service_id') ?? 0,
    domain_id: params.int('domain_id') ?? 0,
    redirect_path: params.text('sso_redirect_path'),
    expires_at: clock.now() + SSO_TOKEN_TTL_MS,
    used: 0,
  });
  return successReply({
    access_token: token,
    redirect_url: `${publicUrl}/oauth/singlesignon.php?access_token=${token}`,
  });
}
