import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  countSchema,
  idSchema,
  integerSchema,
  numberSchema,
  requiredTextSchema,
  textSchema,
  createWrappedListSchema,
} from '../normalise.js';

/** Parameters of GetCurrencies: none. */
export type GetCurrenciesParams = Record<string, never>;

/**
 * Reply of GetCurrencies: the currencies clients refer to by `id`.
 * @see https://developers.whmcs.com/api-reference/getcurrencies/
 */
export const getCurrenciesReplySchema = z.object({
  totalresults: countSchema,
  currencies: createWrappedListSchema(
    'currency',
    z.object({
      id: idSchema,
      code: requiredTextSchema,
      prefix: textSchema.default(''),
      suffix: textSchema.default(''),
      /** WHMCS's number-format code. */
      format: integerSchema.default(1),
      rate: numberSchema.default(1),
    }),
  ),
});

/** Parsed GetCurrencies reply. */
export type GetCurrenciesReply = z.infer<typeof getCurrenciesReplySchema>;

/**
 * GetCurrencies: the configured currencies (not paginated).
 * @see https://developers.whmcs.com/api-reference/getcurrencies/
 */
export const getCurrenciesAction = defineAction<GetCurrenciesParams>()({
  isRead: true,
  replySchema: getCurrenciesReplySchema,
});
