import { z } from 'zod';

import { defineAction } from '../action-definition.js';

/** Parameters of ModuleChangePw: the service and, optionally, the new password to store first. */
export type ModuleChangePwParams = {
  serviceid: number;
  servicepassword?: string;
};

/**
 * Reply of ModuleChangePw: nothing beyond success.
 * @see https://developers.whmcs.com/api-reference/modulechangepw/
 */
export const moduleChangePwReplySchema = z.object({});

/** Parsed ModuleChangePw reply. */
export type ModuleChangePwReply = z.infer<typeof moduleChangePwReplySchema>;

/**
 * ModuleChangePw: runs the provisioning module's change-password routine.
 * @see https://developers.whmcs.com/api-reference/modulechangepw/
 */
export const moduleChangePwAction = defineAction<ModuleChangePwParams>()({
  isRead: false,
  replySchema: moduleChangePwReplySchema,
});
