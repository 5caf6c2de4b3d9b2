export const SERVER_VERSION = '0.1.0';
