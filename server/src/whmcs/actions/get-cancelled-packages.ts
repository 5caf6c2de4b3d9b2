import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  createWrappedListSchema,
  dateTimeSchema,
  idSchema,
  pageShape,
  refIdSchema,
  textSchema,
} from '../normalise.js';

/** Parameters of GetCancelledPackages: paging only (WHMCS has no filter). */
export type GetCancelledPackagesParams = {
  limitstart?: number;
  limitnum?: number;
};

/**
 * Reply of GetCancelledPackages: one page of cancellation requests under
 * `packages.package`, `relid` being the service.
 * @see https://developers.whmcs.com/api-reference/getcancelledpackages/
 */
export const getCancelledPackagesReplySchema = z.object({
  ...pageShape,
  packages: createWrappedListSchema(
    'package',
    z.object({
      id: idSchema,
      date: dateTimeSchema.default(null),
      relid: refIdSchema.default(0),
      reason: textSchema.default(''),
      type: textSchema.default(''),
    }),
  ),
});

/** Parsed GetCancelledPackages reply. */
export type GetCancelledPackagesReply = z.infer<
  typeof getCancelledPackagesReplySchema
>;

/**
 * GetCancelledPackages: every cancellation request, paginated; how a
 * cancellation whose answer was lost is found again.
 * @see https://developers.whmcs.com/api-reference/getcancelledpackages/
 */
export const getCancelledPackagesAction =
  defineAction<GetCancelledPackagesParams>()({
    isRead: true,
    replySchema: getCancelledPackagesReplySchema,
  });
