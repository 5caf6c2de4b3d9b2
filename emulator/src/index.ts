export const EMULATOR_VERSION = '0.1.0';
