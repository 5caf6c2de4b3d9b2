import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { rawTextSchema } from '../normalise.js';

/** Parameters of GetConfigurationValue: the General Setting's name. */
export type GetConfigurationValueParams = {
  /** E.g. `AddFundsEnabled`, `AddFundsMinimum`, `SystemURL`. */
  setting: string;
};

/**
 * Reply of GetConfigurationValue: the setting's name and its value as text
 * (a flag switched on is `on`, off is empty).
 * @see https://developers.whmcs.com/api-reference/getconfigurationvalue/
 */
export const getConfigurationValueReplySchema = z.object({
  setting: rawTextSchema.default(''),
  value: z
    .union([z.string(), z.number(), z.boolean(), z.null()])
    .transform((value) =>
      value === null || value === false ? '' : String(value),
    )
    .default(''),
});

/** Parsed GetConfigurationValue reply. */
export type GetConfigurationValueReply = z.infer<
  typeof getConfigurationValueReplySchema
>;

/**
 * GetConfigurationValue: one System/General Setting.
 * @see https://developers.whmcs.com/api-reference/getconfigurationvalue/
 */
export const getConfigurationValueAction =
  defineAction<GetConfigurationValueParams>()({
    isRead: true,
    replySchema: getConfigurationValueReplySchema,
  });
