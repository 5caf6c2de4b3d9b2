export const CONTRACT_VERSION = '0.1.0';
