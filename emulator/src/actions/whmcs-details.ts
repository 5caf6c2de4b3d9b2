import { canonicalVersion } from '../whmcs-version.js';

import { successReply, type ActionContext, type ActionReply } from './types.js';

/**
 * WhmcsDetails: the version of the installation, as `whmcs.version` (`9.0.3`) and
 * `whmcs.canonicalversion` (`9.0.3-release.1`); set with `whmcsVersion`.
 * @see https://developers.whmcs.com/api-reference/whmcsdetails/
 */
export function whmcsDetails({ whmcs }: ActionContext): ActionReply {
  return successReply({
    whmcs: {
      version: whmcs.version,
      canonicalversion: canonicalVersion(whmcs.version),
    },
  });
}
