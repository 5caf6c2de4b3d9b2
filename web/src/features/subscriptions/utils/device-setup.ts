import type { DeviceSetupResponse } from '@members/contract';

import { normaliseFormat } from '@/utils/stream-formats';

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

/** One playlist the customer may pick: its stream format and URL. */
export type PlaylistChoice = DeviceSetupResponse['playlists'][number];

/**
 * The playlists to offer: those in a format the panel allows the line
 * (`allowedFormats`, when it could be read), in the server's order. When the
 * panel is not known, or allows none we can build, every one is offered:
 * hiding the playlist would help nobody.
 */
export function getPlaylistChoices(
  playlists: readonly PlaylistChoice[],
  allowedFormats: readonly string[] | null | undefined,
): PlaylistChoice[] {
  if (!allowedFormats) {
    return [...playlists];
  }
  const allowed = new Set(allowedFormats.map(normaliseFormat));
  const offered = playlists.filter((playlist) => allowed.has(playlist.format));
  return offered.length > 0 ? offered : [...playlists];
}

/** The chosen playlist, or the first one offered when the choice is not on offer. */
export function pickPlaylist(
  choices: readonly PlaylistChoice[],
  chosen: string | null,
): PlaylistChoice | undefined {
  return choices.find((choice) => choice.format === chosen) ?? choices[0];
}
