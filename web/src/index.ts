export const WEB_VERSION = '0.1.0';
