import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  countSchema,
  idSchema,
  textSchema,
  createWrappedListSchema,
} from '../normalise.js';

/** Parameters of GetSupportDepartments; `ignore_dept_assignments` defaults to true. */
export type GetSupportDepartmentsParams = {
  ignore_dept_assignments?: boolean;
};

/**
 * Reply of GetSupportDepartments: every department with its ticket counters.
 * @see https://developers.whmcs.com/api-reference/getsupportdepartments/
 */
export const getSupportDepartmentsReplySchema = z.object({
  totalresults: countSchema,
  departments: createWrappedListSchema(
    'department',
    z.object({
      id: idSchema,
      name: textSchema.default(''),
      awaitingreply: countSchema.default(0),
      opentickets: countSchema.default(0),
    }),
  ),
});

/** Parsed GetSupportDepartments reply. */
export type GetSupportDepartmentsReply = z.infer<
  typeof getSupportDepartmentsReplySchema
>;

/**
 * GetSupportDepartments: the support departments (not paginated).
 * @see https://developers.whmcs.com/api-reference/getsupportdepartments/
 */
export const getSupportDepartmentsAction =
  defineAction<GetSupportDepartmentsParams>()({
    isRead: true,
    replySchema: getSupportDepartmentsReplySchema,
    defaultParams: { ignore_dept_assignments: true },
  });
