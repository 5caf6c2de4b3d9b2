import { updateClient } from '../db/clients.js';
import {
  getFirstClientIdOfUser,
  getUserByEmail,
  recordUserLogin,
} from '../db/users.js';
import { verifyPassword } from '../passwords.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * ValidateLogin: checks a user's (login's) e-mail and password and returns the USER
 * id, not a client id. With 2FA on, `passwordhash` is left out.
 * @see https://developers.whmcs.com/api-reference/validatelogin/
 */
export function validateLogin({
  db,
  params,
  clientIp,
  clock,
}: ActionContext): ActionReply {
  const email = params.text('email');
  const password = params.string('password2') ?? '';
  const user = email ? getUserByEmail(db, email) : undefined;
  if (
    !user ||
    password === '' ||
    !verifyPassword(password, user.password_hash)
  ) {
    return errorReply('Email or Password Invalid');
  }
  const now = clock.nowDateTime();
  recordUserLogin(db, user.id, now, clientIp);
  const clientId = getFirstClientIdOfUser(db, user.id);
  if (clientId !== undefined) {
    updateClient(db, clientId, { last_login: now, last_ip: clientIp });
  }
  if (user.two_factor) {
    return successReply({ userid: String(user.id), twoFactorEnabled: 'true' });
  }
  return successReply({
    userid: String(user.id),
    passwordhash: user.password_hash,
    twoFactorEnabled: 'false',
  });
}
