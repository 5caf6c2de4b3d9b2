import { BASE_PATH } from '@members/contract';

import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';
import { HOUR_MS } from '../../lib/time.js';

import { sendLineEndingReminders } from './line-ending.service.js';
import { getPushKey } from './push-key.service.js';
import { pushPreferences } from './push-preferences.service.js';
import { subscribeDevice } from './push-subscribe.service.js';
import { unsubscribeDevice } from './push-unsubscribe.service.js';
import { receiveWhmcsEvent } from './whmcs-event.service.js';

/** Where WHMCS's hook file posts its events (docs/push.md). */
export const WHMCS_EVENT_PATH = `${BASE_PATH}/hooks/whmcs-event`;

/** The largest hook post: an event is a few ids and a title. */
const HOOK_BODY_LIMIT = 16_384;

/** How often the daily reminder looks whether today's was sent. */
const LINE_ENDING_CHECK_MS = HOUR_MS;

/**
 * Web push reminders: a device's opt-in and preferences (`pushKey`,
 * `pushSubscribe`, `pushUnsubscribe`, `pushPreferences`), the WHMCS hook
 * that turns WHMCS's events into reminders, and the daily line-ending
 * reminder, first when the server is ready and then every hour.
 */
export const pushFeature = defineFeature('push', async (app, deps) => {
  defineRoute(app, 'pushKey', {
    handler: async () => getPushKey(deps),
  });
  defineRoute(app, 'pushSubscribe', {
    handler: async (call) => subscribeDevice(deps, call),
  });
  defineRoute(app, 'pushUnsubscribe', {
    handler: async (call) => unsubscribeDevice(deps, call),
  });
  defineRoute(app, 'pushPreferences', {
    handler: async (call) => pushPreferences(deps, call),
  });

  // The hook is signed over its exact bytes, so it reads its body as text,
  // in a context of its own that no other parser reaches.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: HOOK_BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );
    hooks.post(WHMCS_EVENT_PATH, async (request) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const { sent } = await receiveWhmcsEvent(deps, request.headers, body);
      return { error: false, sent };
    });
  });

  // The run in flight, if any: closing waits for it, so nothing is cut off.
  let running: Promise<unknown> = Promise.resolve();
  const runDaily = () => {
    running = sendLineEndingReminders(deps).catch((error: unknown) => {
      deps.logger.warn(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'the line-ending reminders could not be sent',
      );
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    runDaily();
    timer = setInterval(runDaily, LINE_ENDING_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
