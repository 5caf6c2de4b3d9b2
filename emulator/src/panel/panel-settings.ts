/** A line's state on the panel. */
export interface PanelLineState {
  /** `Active`, `Expired`, `Banned`, `Disabled`. */
  status: string;
  /** Unix seconds, or null for a line that never expires. */
  expDate: number | null;
  isTrial: boolean;
  activeCons: number;
  /** 0 = unlimited, as XC and XUI set it. */
  maxConnections: number;
  allowedOutputFormats: string[];
  createdAt: number;
  /**
   * The panel's own copy of the password when it drifted from WHMCS (a
   * reset made on the panel alone); null follows WHMCS's Password field.
   */
  password: string | null;
}

/** Broken answers the panel can give instead of the login answer. */
export type PanelFaultKind = 'none' | 'http' | 'garbage' | 'html' | 'drop';

/** Latency and fault switches of the panel (its own, apart from WHMCS's). */
export interface PanelFaults {
  latencyMs: number;
  /** Never answer until the client gives up or the emulator closes. */
  hang: boolean;
  errorKind: PanelFaultKind;
  /**
   * `text` (XC, XUI and most clones: `"active_cons": "1"`) or `numbers`
   * (some forks and proxies: `"active_cons": 1`, `"auth": 1`).
   */
  numbers: 'text' | 'numbers';
}

/** No latency, no fault, numbers as text. */
export const DEFAULT_PANEL_FAULTS: PanelFaults = {
  latencyMs: 0,
  hang: false,
  errorKind: 'none',
  numbers: 'text',
};

const PANEL_FAULT_KINDS: readonly PanelFaultKind[] = [
  'none',
  'http',
  'garbage',
  'html',
  'drop',
];

/** Thrown for panel settings that make no sense. */
export class InvalidPanelSettingError extends Error {
  override readonly name = 'InvalidPanelSettingError';
}

/** Checks a partial line state setting and returns a clean copy. */
export function readLineState(input: unknown): Partial<PanelLineState> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new InvalidPanelSettingError('line state must be an object');
  }
  const record = input as Record<string, unknown>;
  const out: Partial<PanelLineState> = {};
  for (const [key, value] of Object.entries(record)) {
    switch (key) {
      case 'status':
        if (typeof value !== 'string' || value === '') {
          throw new InvalidPanelSettingError('status must be a word');
        }
        out.status = value;
        break;
      case 'expDate':
        if (value !== null && (typeof value !== 'number' || value < 0)) {
          throw new InvalidPanelSettingError('expDate must be seconds or null');
        }
        out.expDate = value;
        break;
      case 'isTrial':
        if (typeof value !== 'boolean') {
          throw new InvalidPanelSettingError('isTrial must be a boolean');
        }
        out.isTrial = value;
        break;
      case 'activeCons':
      case 'maxConnections':
        if (!Number.isInteger(value) || (value as number) < 0) {
          throw new InvalidPanelSettingError(`${key} must be a count`);
        }
        out[key] = value as number;
        break;
      case 'password':
        if (value !== null && typeof value !== 'string') {
          throw new InvalidPanelSettingError('password must be text or null');
        }
        out.password = value;
        break;
      case 'allowedOutputFormats':
        if (
          !Array.isArray(value) ||
          !value.every((format) => typeof format === 'string')
        ) {
          throw new InvalidPanelSettingError(
            'allowedOutputFormats must be a list',
          );
        }
        out.allowedOutputFormats = [...(value as string[])];
        break;
      default:
        throw new InvalidPanelSettingError(`unknown line setting "${key}"`);
    }
  }
  return out;
}

/** Checks a partial panel fault setting and returns a clean copy. */
export function parsePanelFaults(input: unknown): Partial<PanelFaults> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new InvalidPanelSettingError('faults must be an object');
  }
  const record = input as Record<string, unknown>;
  const out: Partial<PanelFaults> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'latencyMs') {
      if (typeof value !== 'number' || !(value >= 0)) {
        throw new InvalidPanelSettingError('latencyMs must be a number >= 0');
      }
      out.latencyMs = value;
    } else if (key === 'hang') {
      if (typeof value !== 'boolean') {
        throw new InvalidPanelSettingError('hang must be a boolean');
      }
      out.hang = value;
    } else if (key === 'errorKind') {
      if (!PANEL_FAULT_KINDS.includes(value as PanelFaultKind)) {
        throw new InvalidPanelSettingError(
          `errorKind must be one of ${PANEL_FAULT_KINDS.join(', ')}`,
        );
      }
      out.errorKind = value as PanelFaultKind;
    } else if (key === 'numbers') {
      if (value !== 'text' && value !== 'numbers') {
        throw new InvalidPanelSettingError('numbers must be text or numbers');
      }
      out.numbers = value;
    } else {
      throw new InvalidPanelSettingError(`unknown fault setting "${key}"`);
    }
  }
  return out;
}
