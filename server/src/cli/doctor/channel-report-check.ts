import type { Config } from '../../config.js';
import type { WhmcsClient } from '../../whmcs/index.js';

import { checkResult } from './check.js';
import type { CheckResult } from './check.js';
import {
  checkDepartment,
  describeSettingError,
} from './whmcs-setting-checks.js';

/** The title of the check, as printed. */
export const CHANNEL_REPORT_TITLE = 'Channel report department';

/**
 * The department CHANNEL_REPORT_DEPARTMENT_ID exists: a channel reported
 * from the channel list opens the ticket form in it. The setting is
 * optional: unset, the customer picks the department, which is fine.
 */
export async function checkChannelReportDepartment(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  const departmentId = config.panel.channelReportDepartmentId;
  if (departmentId === null) {
    return checkResult(
      'ok',
      CHANNEL_REPORT_TITLE,
      'CHANNEL_REPORT_DEPARTMENT_ID is unset: a reported channel opens the ticket form in its default department, and the customer picks one',
    );
  }
  return checkDepartment(whmcs, CHANNEL_REPORT_TITLE, departmentId, {
    setting: 'CHANNEL_REPORT_DEPARTMENT_ID',
    consequence:
      'a reported channel’s ticket form would start in a department WHMCS refuses, until the customer picks another',
  });
}

/** {@link checkChannelReportDepartment}, a failed read of WHMCS becoming a warning. */
export async function checkChannelReportDepartmentSafely(
  whmcs: WhmcsClient,
  config: Config,
): Promise<CheckResult> {
  try {
    return await checkChannelReportDepartment(whmcs, config);
  } catch (error) {
    return describeSettingError(CHANNEL_REPORT_TITLE, error);
  }
}
