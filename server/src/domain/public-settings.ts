import type { EnvResponse } from '@members/contract';

import type { Brand } from '../brand/brand-settings.js';
import { brandAssetUrl } from '../brand/brand-settings.js';
import type { Config } from '../config.js';

import { isLinePanelOn } from './line-panel.js';

/** What the public settings are made from. */
export interface PublicSettingsDeps {
  config: Config;
  brand: Brand;
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
    ...(config.panel.channelReportDepartmentId === null
      ? {}
      : { channelReportDepartmentId: config.panel.channelReportDepartmentId }),
    brand: {
      color: deps.brand.color
        ? { ...deps.brand.color, shades: [...deps.brand.color.shades] }
        : null,
      logoUrl: brandAssetUrl(deps.brand.logo),
      logoDarkUrl: brandAssetUrl(deps.brand.logoDark),
      iconUrl: brandAssetUrl(deps.brand.icon),
      support: { ...deps.brand.support },
      legal: { ...deps.brand.legal },
    },
    withdrawalMethods: config.affiliate.withdrawalMethods.map((method) => ({
      ...method,
    })),
    uploads: {
      maxFiles: config.uploads.maxFiles,
      maxFileBytes: config.uploads.maxFileBytes,
      allowedTypes: [...config.uploads.allowedTypes],
    },
    billingTimeZone: config.billingTimeZone,
    clientIp: input.clientIp,
  };
}
