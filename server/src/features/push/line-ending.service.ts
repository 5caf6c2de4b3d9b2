import { addDays, billingDay, PAGES } from '@members/contract';

import { listClientServices } from '../../domain/subscriptions.js';
import type { ServerDeps } from '../../http/feature.js';
import { DAY_MS } from '../../lib/time.js';
import { takeLock } from '../../stores/lock.js';

import type { PushText } from './push-texts.js';
import { sendPushToClient } from './send-push.js';
import type { SendPushDeps } from './send-push.js';

/** What the daily line-ending reminder needs. */
export type LineEndingDeps = SendPushDeps &
  Pick<ServerDeps, 'config' | 'whmcs' | 'cache'>;

/** Days before a line's end that remind, and the text of each. */
const REMINDER_DAYS: ReadonlyArray<{ days: number; text: PushText }> = [
  { days: 7, text: 'lineEndingWeek' },
  { days: 1, text: 'lineEndingTomorrow' },
];

/**
 * Reminds the clients with a device that wants it that an Active line ends
 * (its next due date) in 7 days or tomorrow, counted in the billing
 * calendar of the one clock. Once a day by one instance only: the first to
 * take the day's lock in the shared store sends, and the lock outlives the
 * day, so a restart or a second instance sends nothing more. Answers how
 * many devices accepted a reminder, or null when another instance has the day.
 */
export async function sendLineEndingReminders(
  deps: LineEndingDeps,
): Promise<number | null> {
  if (!deps.vapid) {
    return 0;
  }
  const today = billingDay(deps.now(), deps.config.billingTimeZone);
  const lock = await takeLock(
    deps.stores.tokens,
    `push:line-ending:${today}`,
    2 * DAY_MS,
  );
  if (!lock) {
    return null;
  }
  let sent = 0;
  for (const clientId of await deps.stores.pushSubscriptions.clients()) {
    const services = await listClientServices(deps, clientId).catch(
      (error: unknown) => {
        deps.logger.warn(
          { clientId, reason: error instanceof Error ? error.message : '' },
          'the lines of a client could not be read for their reminders',
        );
        return [];
      },
    );
    for (const service of services) {
      const reminder = REMINDER_DAYS.find(
        ({ days }) =>
          service.status === 'Active' &&
          service.nextduedate === addDays(today, days),
      );
      if (!reminder || service.nextduedate === null) {
        continue;
      }
      sent += await sendPushToClient(deps, clientId, {
        kind: 'lineEnding',
        text: reminder.text,
        values: {
          service: service.translated_name || service.name,
          date: service.nextduedate,
        },
        dates: ['date'],
        page: `${PAGES.subscription}?subscriptionid=${service.id}`,
      });
    }
  }
  return sent;
}
