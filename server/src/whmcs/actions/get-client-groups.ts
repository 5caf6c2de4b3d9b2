import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  booleanSchema,
  countSchema,
  idSchema,
  numberSchema,
  textSchema,
  createWrappedListSchema,
} from '../normalise.js';

/** Parameters of GetClientGroups: none. */
export type GetClientGroupsParams = Record<string, never>;

/**
 * Reply of GetClientGroups: every client group; the flags arrive as `"on"`/`""`.
 * @see https://developers.whmcs.com/api-reference/getclientgroups/
 */
export const getClientGroupsReplySchema = z.object({
  totalresults: countSchema,
  groups: createWrappedListSchema(
    'group',
    z.object({
      id: idSchema,
      groupname: textSchema.default(''),
      groupcolour: textSchema.default(''),
      /** Percentage, e.g. `10` for 10 %. */
      discountpercent: numberSchema.default(0),
      susptermexempt: booleanSchema.default(false),
      separateinvoices: booleanSchema.default(false),
    }),
  ),
});

/** Parsed GetClientGroups reply. */
export type GetClientGroupsReply = z.infer<typeof getClientGroupsReplySchema>;

/**
 * GetClientGroups: the client groups (not paginated).
 * @see https://developers.whmcs.com/api-reference/getclientgroups/
 */
export const getClientGroupsAction = defineAction<GetClientGroupsParams>()({
  isRead: true,
  replySchema: getClientGroupsReplySchema,
});
