import type { Locale } from '@members/contract';

import { getClientProfile } from '../../domain/client.js';
import { logOnce } from '../../domain/write-checks.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import type { MailKind } from '../../mail/templates.js';
import type { WriteJournal } from '../../stores/write-journal.js';
import type { WhmcsService } from '../../whmcs/index.js';

import type { SubscriptionDeps } from './subscriptions.service.js';

/**
 * E-mails the customer that a change was made, in their language, to the
 * address WHMCS has. It never carries the new password or parental code.
 * Sent off the request path: the change is made whether or not it goes out.
 */
function confirmByMail(
  deps: SubscriptionDeps,
  clientId: number,
  service: WhmcsService,
  kind: MailKind,
  locale: Locale,
  mac?: string,
): void {
  const name = service.translated_name || service.name;
  sendMailLater(deps, async () => {
    const profile = await getClientProfile(deps, clientId);
    return {
      to: profile.email,
      kind,
      locale: mailLocale(profile.language, locale),
      values: {
        service: name ? `${name} (#${service.id})` : `#${service.id}`,
        ...(mac ? { mac } : {}),
      },
    };
  });
}

/**
 * The end of a service change: its activity-log entry, once, and the
 * customer's confirmation mail, at most once per change.
 */
export async function logAndConfirm(
  deps: SubscriptionDeps,
  journal: WriteJournal,
  clientId: number,
  service: WhmcsService,
  change: { description: string; kind: MailKind; locale: Locale; mac?: string },
): Promise<void> {
  await logOnce(deps, journal, clientId, change.description);
  await journal.once('mail', async () => {
    confirmByMail(
      deps,
      clientId,
      service,
      change.kind,
      change.locale,
      change.mac,
    );
  });
}
