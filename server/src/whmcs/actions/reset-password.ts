import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { textSchema } from '../normalise.js';

/** Parameters of ResetPassword: the user (login) by id or by e-mail. */
export type ResetPasswordParams = { id: number } | { email: string };

/**
 * Reply of ResetPassword: the address WHMCS mailed (the user's login, which
 * may differ from the client's e-mail). An unknown e-mail answers success too,
 * echoed, and nobody is mailed.
 * @see https://developers.whmcs.com/api-reference/resetpassword/
 */
export const resetPasswordReplySchema = z.object({
  email: textSchema.default(''),
});

/** Parsed ResetPassword reply. */
export type ResetPasswordReply = z.infer<typeof resetPasswordReplySchema>;

/**
 * ResetPassword: starts WHMCS's e-mailed password reset of a user; no API
 * sets a password.
 * @see https://developers.whmcs.com/api-reference/resetpassword/
 */
export const resetPasswordAction = defineAction<ResetPasswordParams>()({
  isRead: false,
  replySchema: resetPasswordReplySchema,
});
