import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { booleanSchema, idSchema } from '../normalise.js';

/** Parameters of ValidateLogin: the e-mail and the plain password (`password2`). */
export type ValidateLoginParams = { email: string; password2: string };

/**
 * Reply of ValidateLogin: `userid` is a user (login) id, not a client id, and
 * `passwordhash` is absent when two-factor authentication is required.
 * @see https://developers.whmcs.com/api-reference/validatelogin/
 */
export const validateLoginReplySchema = z.object({
  userid: idSchema,
  passwordhash: z.string().optional(),
  twoFactorEnabled: booleanSchema.default(false),
});

/** Parsed ValidateLogin reply. */
export type ValidateLoginReply = z.infer<typeof validateLoginReplySchema>;

/**
 * ValidateLogin: checks a user's e-mail and password; never retried because
 * WHMCS records the login attempt.
 * @see https://developers.whmcs.com/api-reference/validatelogin/
 */
export const validateLoginAction = defineAction<ValidateLoginParams>()({
  isRead: false,
  replySchema: validateLoginReplySchema,
});
