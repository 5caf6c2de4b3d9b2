import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  booleanSchema,
  countSchema,
  dateSchema,
  idSchema,
  moneySchema,
  pageShape,
  textSchema,
  createWrappedListSchema,
} from '../normalise.js';

/** Parameters of GetAffiliates: paging plus filters; `userid` is the client id. */
export type GetAffiliatesParams = {
  limitstart?: number;
  limitnum?: number;
  userid?: number;
  visitors?: number;
  paytype?: '' | 'percentage' | 'fixedamount';
  payamount?: string | number;
  onetime?: boolean;
  balance?: string | number;
  withdrawn?: string | number;
};

/**
 * Reply of GetAffiliates: one page of affiliate records with their balances.
 * Only the fields the members area reads are parsed; zod drops the others
 * unread (a busy dashboard parses every field of every record it keeps).
 * @see https://developers.whmcs.com/api-reference/getaffiliates/
 */
export const getAffiliatesReplySchema = z.object({
  ...pageShape,
  affiliates: createWrappedListSchema(
    'affiliate',
    z.object({
      /** The affiliate id, distinct from the client id. */
      id: idSchema,
      date: dateSchema.default(null),
      clientid: idSchema,
      visitors: countSchema.default(0),
      paytype: textSchema.default(''),
      payamount: moneySchema.default('0.00'),
      onetime: booleanSchema.default(false),
      balance: moneySchema,
      withdrawn: moneySchema,
    }),
  ),
});

/** Parsed GetAffiliates reply. */
export type GetAffiliatesReply = z.infer<typeof getAffiliatesReplySchema>;

/**
 * GetAffiliates: affiliate records, paginated.
 * @see https://developers.whmcs.com/api-reference/getaffiliates/
 */
export const getAffiliatesAction = defineAction<GetAffiliatesParams>()({
  isRead: true,
  replySchema: getAffiliatesReplySchema,
});
