import type {
  ResellerProductResponse,
  UpdateRedirectUrlResponse,
} from '@members/contract';

import {
  getReseller,
  REDIRECT_URL_LOG_PREFIX,
} from '../../domain/affiliate.js';
import { getClientProfile, isResellerProfile } from '../../domain/client.js';
import { logOnce } from '../../domain/write-checks.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/time.js';
import { spendQuota } from '../../stores/change-quota.js';
import { encodeCustomFields } from '../../whmcs/index.js';

const CHANGES_PER_DAY = 20;

/** What the reseller use cases need. */
export type ResellerDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'now'
>;

/**
 * Sets the reseller's redirect URL (a client custom field) and logs the
 * change; only clients of a reseller group have one.
 */
export async function updateRedirectUrl(
  deps: ResellerDeps,
  { identity, input, journal }: RouteCall<'update_redirect_url'>,
): Promise<Omit<UpdateRedirectUrlResponse, 'error'>> {
  const { whmcs, config, stores, now } = deps;
  const { clientId } = identity;
  const redirectUrl = input.redirect_url;
  const profile = await getClientProfile(deps, clientId);
  if (!isResellerProfile(profile, config.resellerGroups)) {
    throw new AppError('FORBIDDEN', 'Only resellers have a redirect URL');
  }
  const changesQuota = {
    counters: stores.counters,
    limit: {
      key: `reseller:url:${clientId}`,
      max: CHANGES_PER_DAY,
      windowMs: DAY_MS,
    },
    now: now(),
  };
  const fieldId = config.customFields.clientRedirectUrlId;
  await spendQuota(changesQuota, journal, () =>
    journal.step('write', {
      // Read back after a crash: the field already holds the new URL.
      check: async () =>
        (await getClientProfile(deps, clientId)).customFields.get(fieldId) ===
        redirectUrl
          ? true
          : null,
      write: async () => {
        // The client's other custom fields are sent unchanged, so none is lost.
        await whmcs.updateClient({
          clientid: clientId,
          customfields: encodeCustomFields({
            ...Object.fromEntries(profile.customFields),
            [fieldId]: redirectUrl,
          }),
        });
        return true;
      },
    }),
  );
  await logOnce(
    deps,
    journal,
    clientId,
    `${REDIRECT_URL_LOG_PREFIX} ${redirectUrl}`,
  );
  return {
    reseller: await getReseller(deps, await getClientProfile(deps, clientId)),
  };
}

/** One of the client's services, as the reseller page names it. */
export async function getResellerProduct(
  deps: Pick<ResellerDeps, 'whmcs'>,
  { identity, input }: RouteCall<'resellerProduct'>,
): Promise<Omit<ResellerProductResponse, 'error'>> {
  const { clientId } = identity;
  const serviceId = input.serviceid;
  const reply = await deps.whmcs.getClientsProducts({
    clientid: clientId,
    serviceid: serviceId,
  });
  const service = reply.products.find(
    (product) => product.id === serviceId && product.clientid === clientId,
  );
  if (!service) {
    throw new AppError('NOT_FOUND', 'No such service');
  }
  return {
    serviceid: service.id,
    status: service.status,
    name: service.translated_name || service.name,
  };
}
