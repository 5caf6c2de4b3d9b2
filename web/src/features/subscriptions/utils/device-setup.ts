/** What a masked secret looks like. */
export const MASK = '••••••••';

/** `text` with every occurrence of `secret` (also URL-encoded) masked. */
export function maskSecret(text: string, secret: string): string {
  if (!secret) {
    return text;
  }
  const variants = [...new Set([encodeURIComponent(secret), secret])];
  return variants.reduce(
    (masked, variant) => masked.split(variant).join(MASK),
    text,
  );
}

/** The portal a MAG box connects to: the server URL followed by `/c/`. */
export function getPortalUrl(serverUrl: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/c/`;
}
