import type { EnvResponse } from '@members/contract';

import type { Config } from '../config.js';

import { isLinePanelOn } from './line-panel.js';

/** What the public settings are made from. */
export interface PublicSettingsDeps {
  config: Config;
}

/** The public settings of this members area, no secrets. */
export function getPublicSettings(
  deps: PublicSettingsDeps,
  input: { clientIp: string },
): Omit<EnvResponse, 'error'> {
  const { config } = deps;
  return {
    providerName: config.providerName,
    streamUrl: config.streams.streamUrl,
    trialStreamUrl: config.streams.trialStreamUrl,
    trialProductIds: [...config.streams.trialProductIds],
    customHostProductId: config.streams.customHostProductId,
    customStreamUrl: config.streams.customStreamUrl,
    epgUrl: config.streams.epgUrl,
    resellerGroups: [...config.resellerGroups],
    affiliateUrls: [...config.affiliate.urls],
    affiliateDepartmentId: config.affiliate.departmentId,
    announcementsVisible: config.announcementsVisible,
    linePanel: isLinePanelOn(config),
    withdrawalMethods: config.affiliate.withdrawalMethods.map((method) => ({
      ...method,
    })),
    uploads: {
      maxFiles: config.uploads.maxFiles,
      maxFileBytes: config.uploads.maxFileBytes,
      allowedTypes: [...config.uploads.allowedTypes],
    },
    clientIp: input.clientIp,
  };
}
