import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { idSchema } from '../normalise.js';

/** Service fields UpdateClientProduct can clear through `unset[]`. */
export type UnsettableServiceField =
  | 'domain'
  | 'serviceusername'
  | 'servicepassword'
  | 'subscriptionid'
  | 'ns1'
  | 'ns2'
  | 'dedicatedip'
  | 'assignedips'
  | 'notes'
  | 'suspendreason';

/**
 * Parameters of UpdateClientProduct: the service id, then only the fields to
 * change; dates are `YYYY-MM-DD`, and the record changes without the server
 * module being run.
 */
export type UpdateClientProductParams = {
  serviceid: number;
  pid?: number;
  serverid?: number;
  promoid?: number;
  regdate?: string;
  nextduedate?: string;
  terminationdate?: string;
  overidesuspenduntil?: string;
  domain?: string;
  serviceusername?: string;
  servicepassword?: string;
  dedicatedip?: string;
  assignedips?: string;
  ns1?: string;
  ns2?: string;
  firstpaymentamount?: string | number;
  recurringamount?: string | number;
  paymentmethod?: string;
  billingcycle?: string;
  subscriptionid?: string;
  status?: string;
  suspendreason?: string;
  overideautosuspend?: 'on' | 'off';
  notes?: string;
  diskusage?: number;
  disklimit?: number;
  bwusage?: number;
  bwlimit?: number;
  unset?: readonly UnsettableServiceField[];
  autorecalc?: boolean;
  /** Encoded with `encodeCustomFields`, keyed by the service's custom-field ids. */
  customfields?: string;
  /** Encoded with `encodeSerializedArray`. */
  configoptions?: string;
};

/**
 * Reply of UpdateClientProduct: the service id.
 * @see https://developers.whmcs.com/api-reference/updateclientproduct/
 */
export const updateClientProductReplySchema = z.object({
  serviceid: idSchema,
});

/** Parsed UpdateClientProduct reply. */
export type UpdateClientProductReply = z.infer<
  typeof updateClientProductReplySchema
>;

/**
 * UpdateClientProduct: edits a service record (custom fields such as the MAC).
 * @see https://developers.whmcs.com/api-reference/updateclientproduct/
 */
export const updateClientProductAction =
  defineAction<UpdateClientProductParams>()({
    isRead: false,
    replySchema: updateClientProductReplySchema,
  });
