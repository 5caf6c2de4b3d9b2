import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  booleanSchema,
  countSchema,
  createWrappedListSchema,
  dateSchema,
  idSchema,
  numberSchema,
  textSchema,
} from '../normalise.js';

/** Parameters of GetPromotions: one code (all promotions without it). */
export type GetPromotionsParams = { code?: string };

/** A comma-separated list of texts (`"1,2"`, `"Monthly,Annually"`). */
const csvSchema = z
  .union([z.string(), z.number(), z.null()])
  .transform((value) =>
    String(value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

const promotionSchema = z.object({
  id: idSchema,
  code: textSchema,
  /** `Percentage`, `Fixed Amount`, `Price Override` or `Free Setup`. */
  type: textSchema.default(''),
  recurring: booleanSchema.default(false),
  value: numberSchema.default(0),
  /** Cycle names (`Monthly`, `Annually`…); empty = every cycle. */
  cycles: csvSchema.default([]),
  /** Product ids (addons `A1`, domains `D.com` too). */
  appliesto: csvSchema.default([]),
  startdate: dateSchema.default(null),
  expirationdate: dateSchema.default(null),
  maxuses: countSchema.default(0),
  uses: countSchema.default(0),
  newsignups: booleanSchema.default(false),
  existingclient: booleanSchema.default(false),
  onceperclient: booleanSchema.default(false),
});

/** One parsed promotion. */
export type WhmcsPromotion = z.infer<typeof promotionSchema>;

/**
 * Reply of GetPromotions: the promotions, every field as WHMCS keeps it.
 * @see https://developers.whmcs.com/api-reference/getpromotions/
 */
export const getPromotionsReplySchema = z.object({
  totalresults: countSchema.default(0),
  promotions: createWrappedListSchema('promotion', promotionSchema),
});

/** Parsed GetPromotions reply. */
export type GetPromotionsReply = z.infer<typeof getPromotionsReplySchema>;

/**
 * GetPromotions: promotion codes (not paginated).
 * @see https://developers.whmcs.com/api-reference/getpromotions/
 */
export const getPromotionsAction = defineAction<GetPromotionsParams>()({
  isRead: true,
  replySchema: getPromotionsReplySchema,
});
