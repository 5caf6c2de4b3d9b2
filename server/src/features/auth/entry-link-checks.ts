import { getClientProfile } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import type { DomainContext } from '../../domain/context.js';
import { AppError } from '../../lib/app-error.js';
import { WhmcsError } from '../../whmcs/index.js';

/** A refused entry link: 401 with reason `entry_link`. */
export function refused(message: string): AppError {
  return new AppError('UNAUTHENTICATED', message, { reason: 'entry_link' });
}

/** The client a link names; an unknown client refuses the link. */
export async function loadProfile(
  ctx: DomainContext,
  clientId: number,
): Promise<ClientProfile> {
  try {
    return await getClientProfile(ctx, clientId);
  } catch (error) {
    if (error instanceof WhmcsError && error.isNotFound()) {
      throw refused('Unknown client');
    }
    throw error;
  }
}

/**
 * The last step of an entry-link sign-in (product rules: Entry links), for signed and legacy
 * links alike: a service named by the link must be one of the client's
 * (`GetClientsProducts`), then "Connected to Dashboard" is written to the
 * client's activity log.
 */
export async function connectToDashboard(
  ctx: DomainContext,
  profile: ClientProfile,
  serviceId: number | null,
): Promise<void> {
  if (serviceId !== null) {
    const reply = await ctx.whmcs.getClientsProducts({
      clientid: profile.id,
      serviceid: serviceId,
    });
    if (
      !reply.products.some(
        (p) => p.id === serviceId && p.clientid === profile.id,
      )
    ) {
      throw refused('Invalid link');
    }
  }
  await ctx.whmcs.logActivity({
    clientid: profile.id,
    description: 'Connected to Dashboard',
  });
}
