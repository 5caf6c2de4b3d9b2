/**
 * Whether a subscription's endpoint is at one of the push services the
 * settings allow (PUSH_SERVICES): an exact origin, or `scheme://*.suffix`
 * for any host under it. The server posts to nothing else, so a customer
 * cannot make it call an address of their choosing.
 */
export function isAllowedPushService(
  endpoint: string,
  services: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') {
    return false;
  }
  return services.some((service) => {
    const [scheme = '', host = ''] = service.split('://');
    if (url.protocol !== `${scheme}:`) {
      return false;
    }
    return host.startsWith('*.')
      ? url.host.endsWith(host.slice(1))
      : url.host === host;
  });
}
