import { z } from 'zod';

import { defineAction } from '../action-definition.js';

/**
 * Parameters of CreateSsoToken; call it only after our own sign-in check,
 * since the token skips WHMCS's captcha and two-factor step.
 */
export type CreateSsoTokenParams = {
  client_id?: number;
  user_id?: number;
  /** E.g. `clientarea:invoices`, `clientarea:product_details`, `sso:custom_redirect`. */
  destination?: string;
  service_id?: number;
  domain_id?: number;
  /** Relative path, with `destination: 'sso:custom_redirect'`. */
  sso_redirect_path?: string;
};

/**
 * Reply of CreateSsoToken: a single-use token valid for at most 60 s and the
 * URL to send the browser to, which must be an http(s) URL.
 * @see https://developers.whmcs.com/api-reference/createssotoken/
 */
export const createSsoTokenReplySchema = z.object({
  access_token: z.string().min(1),
  redirect_url: z.url({ protocol: /^https?$/ }),
});

/** Parsed CreateSsoToken reply. */
export type CreateSsoTokenReply = z.infer<typeof createSsoTokenReplySchema>;

/**
 * CreateSsoToken: a single-sign-on link into the WHMCS client area.
 * @see https://developers.whmcs.com/api-reference/createssotoken/
 */
export const createSsoTokenAction = defineAction<CreateSsoTokenParams>()({
  isRead: false,
  replySchema: createSsoTokenReplySchema,
});
