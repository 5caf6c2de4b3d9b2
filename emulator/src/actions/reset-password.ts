import { getClient, getClientByEmail } from '../db/clients.js';
import {
  getFirstClientIdOfUser,
  getUser,
  getUserByEmail,
} from '../db/users.js';
import type { UserRow } from '../db/users.js';
import { sendTemplateEmail } from '../notify.js';
import { randomHex } from '../random.js';
import { isValidEmail } from '../validation.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** The template WHMCS 8 mails a user who asked for a new password. */
export const PASSWORD_RESET_TEMPLATE = 'Password Reset Validation';

/**
 * The user an `email` names: a user with that address, else the owner of an
 * open client with it (a client's address and its owner's login may differ).
 */
function findUserByEmail(
  context: ActionContext,
  email: string,
): UserRow | undefined {
  const user = getUserByEmail(context.db, email);
  if (user) {
    return user;
  }
  const client = getClientByEmail(context.db, email);
  if (!client || client.status === 'Closed' || !client.owner_user_id) {
    return undefined;
  }
  return getUser(context.db, client.owner_user_id);
}

/**
 * ResetPassword: starts WHMCS's e-mailed password reset for a user (by `id`
 * or `email`) and answers the address mailed. An unknown e-mail still answers
 * success, echoing it, and mails nobody, so the call does not tell which
 * addresses have accounts; an unknown id is an error. The mail is "Password
 * Reset Validation" with a one-time link, in the language of the user's
 * (first, owned first) client.
 * @see https://developers.whmcs.com/api-reference/resetpassword/
 */
export function resetPassword(context: ActionContext): ActionReply {
  const { db, params, publicUrl, clock } = context;
  const id = params.int('id');
  const email = params.text('email').trim();
  if (email !== '' && !isValidEmail(email)) {
    return errorReply('Please provide a valid email address');
  }
  let user: UserRow | undefined;
  if (id) {
    user = getUser(db, id);
    if (!user) {
      return errorReply('User Not Found');
    }
  } else if (email === '') {
    return errorReply('Please enter the email address or provide the id');
  } else {
    user = findUserByEmail(context, email);
  }
  if (!user) {
    return successReply({ email });
  }
  const clientId = getFirstClientIdOfUser(db, user.id) ?? 0;
  const client = getClient(db, clientId);
  const url = `${publicUrl}/index.php?rp=/password/reset/redeem/${randomHex(32)}`;
  sendTemplateEmail(db, clock, PASSWORD_RESET_TEMPLATE, clientId, user.id, {
    client_name: client
      ? `${client.firstname} ${client.lastname}`.trim()
      : `${user.firstname} ${user.lastname}`.trim(),
    client_email: user.email,
    pw_reset_url: url,
  });
  return successReply({ email: user.email });
}
