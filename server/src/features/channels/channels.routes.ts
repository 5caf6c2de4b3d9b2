import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { getChannels } from './read-channels.js';
import { getChannelGuide } from './read-guide.js';

/** What a line carries, live from its IPTV panel: `channels` and `channelGuide`. */
export const channelsFeature = defineFeature('channels', (app, deps) => {
  defineRoute(app, 'channels', {
    // The kept serialised answer goes out as it is: it was checked against
    // the contract when it was read from the panel.
    handler: async (call, _request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await getChannels(deps, call)),
  });
  defineRoute(app, 'channelGuide', {
    handler: async (call) => getChannelGuide(deps, call),
  });
});
