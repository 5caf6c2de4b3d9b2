import type { CliReader } from './cli-reader.js';
import { FAULT_KINDS } from './fault-settings.js';
import type { EmulatorFaults, FaultKind } from './options.js';
import type { PanelFaultKind, PanelFaults } from './panel/panel-settings.js';

/** Reads the WHMCS API's latency and fault switches from the flags and environment. */
export function readWhmcsFaults(reader: CliReader): Partial<EmulatorFaults> {
  const { values, env, problems, pick, readInt } = reader;
  const faults: Partial<EmulatorFaults> = {};
  faults.latencyMs = readInt('latency', 'EMULATOR_LATENCY_MS', 0, 0, 600_000);
  faults.jitterMs = readInt('jitter', 'EMULATOR_JITTER_MS', 0, 0, 600_000);
  const rate = pick('error-rate', 'EMULATOR_ERROR_RATE');
  if (rate) {
    const value = Number(rate[1]);
    if (
      rate[1].trim() === '' ||
      !Number.isFinite(value) ||
      value < 0 ||
      value > 1
    ) {
      problems.push(`${rate[0]}: "${rate[1]}" must be a number from 0 to 1`);
    } else {
      faults.errorRate = value;
    }
  }
  const kind = pick('error-kind', 'EMULATOR_ERROR_KIND');
  if (kind) {
    if (FAULT_KINDS.includes(kind[1] as FaultKind)) {
      faults.errorKind = kind[1] as FaultKind;
    } else {
      problems.push(
        `${kind[0]}: "${kind[1]}" must be one of ${FAULT_KINDS.join(', ')}`,
      );
    }
  }
  if (values['hang']) {
    faults.hang = true;
  } else if (
    env['EMULATOR_HANG'] !== undefined &&
    env['EMULATOR_HANG'] !== ''
  ) {
    const raw = env['EMULATOR_HANG'].toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(raw)) {
      faults.hang = true;
    } else if (['0', 'false', 'no', 'off'].includes(raw)) {
      faults.hang = false;
    } else {
      problems.push(
        `EMULATOR_HANG: "${env['EMULATOR_HANG']}" must be true or false`,
      );
    }
  }
  const actions = env['EMULATOR_FAULT_ACTIONS'];
  if (actions !== undefined && actions.trim() !== '') {
    faults.actions = actions
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
  }
  return faults;
}

/** Reads the IPTV panel's latency and fault switches from the flags and environment. */
export function readPanelFaults(reader: CliReader): Partial<PanelFaults> {
  const { values, env, problems, pick, readInt } = reader;
  const panelFaults: Partial<PanelFaults> = {
    latencyMs: readInt(
      'panel-latency',
      'EMULATOR_PANEL_LATENCY_MS',
      0,
      0,
      600_000,
    ),
  };
  const panelKind = pick('panel-error-kind', 'EMULATOR_PANEL_ERROR_KIND');
  if (panelKind) {
    if (['http', 'html', 'garbage', 'drop', 'none'].includes(panelKind[1])) {
      panelFaults.errorKind = panelKind[1] as PanelFaultKind;
    } else {
      problems.push(
        `${panelKind[0]}: "${panelKind[1]}" must be one of http, html, garbage, drop`,
      );
    }
  }
  if (
    values['panel-hang'] === true ||
    ['1', 'true', 'yes', 'on'].includes(
      (env['EMULATOR_PANEL_HANG'] ?? '').toLowerCase(),
    )
  ) {
    panelFaults.hang = true;
  }
  const panelNumbers = pick('panel-numbers', 'EMULATOR_PANEL_NUMBERS');
  if (panelNumbers) {
    if (panelNumbers[1] === 'text' || panelNumbers[1] === 'numbers') {
      panelFaults.numbers = panelNumbers[1];
    } else {
      problems.push(
        `${panelNumbers[0]}: "${panelNumbers[1]}" must be text or numbers`,
      );
    }
  }
  return panelFaults;
}
