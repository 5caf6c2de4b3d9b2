import type { Reseller, ResellerProductResponse } from '@members/contract';

import {
  getReseller,
  REDIRECT_URL_LOG_PREFIX,
} from '../../domain/affiliate.js';
import { getClientProfile, isResellerProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { logOnce } from '../../domain/write-checks.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/time.js';
import { spendQuota } from '../../stores/change-quota.js';
import type { Stores } from '../../stores/types.js';
import { createDirectJournal } from '../../stores/write-journal.js';
import type { WriteJournal } from '../../stores/write-journal.js';
import { encodeCustomFields } from '../../whmcs/index.js';

const CHANGES_PER_DAY = 20;

/** What the reseller use cases need. */
export interface ResellerDeps {
  ctx: DomainContext;
  stores: Stores;
  now: () => number;
}

/**
 * Sets the reseller's redirect URL (a client custom field) and logs the
 * change; only clients of a reseller group have one.
 */
export async function updateRedirectUrl(
  deps: ResellerDeps,
  clientId: number,
  redirectUrl: string,
  journal: WriteJournal = createDirectJournal(),
): Promise<Reseller> {
  const { ctx, stores, now } = deps;
  const profile = await getClientProfile(ctx, clientId);
  if (!isResellerProfile(profile, ctx.config.resellerGroups)) {
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
  const fieldId = ctx.config.customFields.clientRedirectUrlId;
  await spendQuota(changesQuota, journal, () =>
    journal.step('write', {
      // Read back after a crash: the field already holds the new URL.
      check: async () =>
        (await getClientProfile(ctx, clientId)).customFields.get(fieldId) ===
        redirectUrl
          ? true
          : null,
      write: async () => {
        // The client's other custom fields are sent unchanged, so none is lost.
        await ctx.whmcs.updateClient({
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
    ctx,
    journal,
    clientId,
    `${REDIRECT_URL_LOG_PREFIX} ${redirectUrl}`,
  );
  return getReseller(ctx, await getClientProfile(ctx, clientId));
}

/** One of the client's services, as the reseller page names it. */
export async function getResellerProduct(
  deps: ResellerDeps,
  clientId: number,
  serviceId: number,
): Promise<Omit<ResellerProductResponse, 'error'>> {
  const reply = await deps.ctx.whmcs.getClientsProducts({
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
