export { InvalidDeniedActionsError } from './api-role.js';
export { buildEmulator, startEmulator } from './app.js';
export { systemClock } from './clock.js';
export type { Clock } from './clock.js';
export {
  BULK_PASSWORD,
  DEFAULT_MEMBERS_AREA_URL,
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  DEMO_CREDENTIALS,
  DEMO_ODD_SECOND_USER,
  DEMO_SEED,
} from './constants.js';
export { FIELD_SECURITY } from './db/seed/catalog.js';
export { SUPPORTED_ACTIONS } from './dispatch.js';
export { DEFAULT_FAULTS, InvalidFaultsError } from './fault-settings.js';
export { PHP_NOTICES } from './faults.js';
export type {
  Emulator,
  EmulatorCredentials,
  EmulatorFaults,
  EmulatorOptions,
  FaultKind,
  ReplyStyle,
  RunningEmulator,
  StartEmulatorOptions,
} from './options.js';
export { PanelEmulator } from './panel/panel.js';
export type { PanelOptions } from './panel/panel.js';
export { PANEL_ADMIN_PATH } from './panel/panel-routes.js';
export { DEFAULT_CATALOGUE_SIZE } from './panel/panel-catalogue.js';
export type { CatalogueSize } from './panel/panel-catalogue.js';
export {
  DEFAULT_PANEL_FAULTS,
  InvalidPanelSettingError,
} from './panel/panel-settings.js';
export type {
  PanelFaultKind,
  PanelFaults,
  PanelLineState,
} from './panel/panel-settings.js';
export { LATEST_WHMCS_VERSION } from './whmcs-version.js';

/** Version of the emulator package. */
export const EMULATOR_VERSION = '0.1.0';
