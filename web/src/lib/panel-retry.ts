import { ApiError } from './api-client';

/**
 * Whether a read from a line's IPTV panel (its live state, its channels)
 * is asked again: once, and never when the panel refused the line's login
 * or the server said no (a 4xx): asking again would only knock on the
 * panel's door.
 */
export function shouldRetryPanelRead(
  failureCount: number,
  error: unknown,
): boolean {
  if (failureCount >= 1) {
    return false;
  }
  if (error instanceof ApiError) {
    return (
      error.code !== 'PANEL_REFUSED' &&
      (error.status === 0 || error.status >= 500)
    );
  }
  return true;
}
