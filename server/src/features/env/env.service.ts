import type { EnvResponse } from '@members/contract';

import { getPublicSettings } from '../../domain/public-settings.js';
import type { PublicSettingsDeps } from '../../domain/public-settings.js';
import type { RouteCall } from '../../http/define-route.js';

/** `env`: the public settings, with the address the server sees for the caller. */
export function getEnv(
  deps: PublicSettingsDeps,
  { meta }: Pick<RouteCall<'env'>, 'meta'>,
): Omit<EnvResponse, 'error'> {
  return getPublicSettings(deps, { clientIp: meta.ip });
}
