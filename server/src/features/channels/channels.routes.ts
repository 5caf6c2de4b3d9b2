import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';
import { sendGzippedText } from '../../plugins/compress-text.js';
import { unpackedText } from '../../stores/panel-read-cache.js';

import { getChannels } from './read-channels.js';
import { getChannelGuide } from './read-guide.js';

/** What a line carries, live from its IPTV panel: `channels` and `channelGuide`. */
export const channelsFeature = defineFeature('channels', (app, deps) => {
  defineRoute(app, 'channels', {
    // The kept serialised answer goes out as it is, gzipped as it is kept
    // when the browser takes gzip: it was checked against the contract when
    // it was read from the panel.
    handler: async (call, request, reply) => {
      const list = await getChannels(deps, call);
      reply.type('application/json; charset=utf-8');
      return sendGzippedText(request, reply, list.gzip, () =>
        unpackedText(list),
      );
    },
  });
  defineRoute(app, 'channelGuide', {
    handler: async (call) => getChannelGuide(deps, call),
  });
});
