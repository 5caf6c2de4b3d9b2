import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { idSchema } from '../normalise.js';

/**
 * Parameters of AddClient; WHMCS requires the name, address and phone fields
 * unless `skipvalidation` is set, and `password2` unless `owner_user_id` is.
 */
export type AddClientParams = {
  email: string;
  firstname?: string;
  lastname?: string;
  companyname?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  /** Two-letter ISO country code. */
  country?: string;
  phonenumber?: string;
  owner_user_id?: number;
  password2?: string;
  tax_id?: string;
  securityqid?: number;
  securityqans?: string;
  currency?: number;
  groupid?: number;
  /** Encoded with `encodeCustomFields`. */
  customfields?: string;
  /** Full language name, e.g. `english`. */
  language?: string;
  clientip?: string;
  notes?: string;
  marketingoptin?: boolean;
  /** Skips WHMCS's welcome e-mail. */
  noemail?: boolean;
  skipvalidation?: boolean;
};

/**
 * Reply of AddClient: the new client id and, on WHMCS 8+, the owning user id.
 * @see https://developers.whmcs.com/api-reference/addclient/
 */
export const addClientReplySchema = z.object({
  clientid: idSchema,
  owner_id: idSchema.optional(),
});

/** Parsed AddClient reply. */
export type AddClientReply = z.infer<typeof addClientReplySchema>;

/**
 * AddClient: creates a client (and its owner user).
 * @see https://developers.whmcs.com/api-reference/addclient/
 */
export const addClientAction = defineAction<AddClientParams>()({
  isRead: false,
  replySchema: addClientReplySchema,
});
