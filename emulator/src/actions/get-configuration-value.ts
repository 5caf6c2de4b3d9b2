import { getSetting } from '../db/settings.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * GetConfigurationValue: one General Setting by its `setting` name, as
 * `setting` and `value` (text; a switched-off flag is empty, on is `on`).
 * Without `setting` it answers `Parameter setting is required`; a name WHMCS
 * does not have answers `Invalid name for parameter setting` (the page's
 * two errors).
 * @see https://developers.whmcs.com/api-reference/getconfigurationvalue/
 */
export function getConfigurationValue({
  db,
  params,
}: ActionContext): ActionReply {
  const setting = params.text('setting');
  if (!setting) {
    return errorReply('Parameter setting is required');
  }
  const value = getSetting(db, setting);
  if (value === undefined) {
    return errorReply('Invalid name for parameter setting');
  }
  return successReply({ setting, value });
}
