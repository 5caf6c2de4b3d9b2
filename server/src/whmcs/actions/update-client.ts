import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { idSchema } from '../normalise.js';

type EmailPreferenceName =
  'general' | 'product' | 'domain' | 'invoice' | 'support' | 'affiliate';

/** `0`/`1` rather than a boolean: a false boolean is left out of the request, which would change nothing. */
type Switch = 0 | 1;

/**
 * Parameters of UpdateClient: the client by id or e-mail, then only the
 * fields to change; passwords belong to users since WHMCS 8 and are not here.
 */
export type UpdateClientParams = (
  | { clientid: number; clientemail?: string }
  | { clientemail: string; clientid?: number }
) & {
  firstname?: string;
  lastname?: string;
  companyname?: string;
  email?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
  phonenumber?: string;
  tax_id?: string;
  currency?: number;
  groupid?: number;
  /** Encoded with `encodeCustomFields`; only the fields given change. */
  customfields?: string;
  language?: string;
  clientip?: string;
  notes?: string;
  status?: string;
  /** Default payment gateway (system name). */
  paymentmethod?: string;
  email_preferences?: Partial<Record<EmailPreferenceName, Switch>>;
  marketingoptin?: Switch;
  clearcreditcard?: boolean;
  skipvalidation?: boolean;
  latefeeoveride?: Switch;
  overideduenotices?: Switch;
  taxexempt?: Switch;
  separateinvoices?: Switch;
  disableautocc?: Switch;
  overrideautoclose?: Switch;
};

/**
 * Reply of UpdateClient: the client id.
 * @see https://developers.whmcs.com/api-reference/updateclient/
 */
export const updateClientReplySchema = z.object({ clientid: idSchema });

/** Parsed UpdateClient reply. */
export type UpdateClientReply = z.infer<typeof updateClientReplySchema>;

/**
 * UpdateClient: changes a client's contact details, settings or custom fields.
 * @see https://developers.whmcs.com/api-reference/updateclient/
 */
export const updateClientAction = defineAction<UpdateClientParams>()({
  isRead: false,
  replySchema: updateClientReplySchema,
});
