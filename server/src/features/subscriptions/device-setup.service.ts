import { normaliseMac, PLAYLIST_FORMATS } from '@members/contract';
import type { DeviceSetupResponse, PlaylistFormat } from '@members/contract';

import {
  fieldNames,
  findMacField,
  lineCredentialsOf,
  loadOwnActiveService,
  streamUrlFor,
} from '../../domain/subscriptions.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';

import type { SubscriptionDeps } from './subscriptions.service.js';

/** Server, credentials, playlist and guide of an Active subscription. */
export async function getDeviceSetup(
  deps: SubscriptionDeps,
  { identity, input }: Pick<RouteCall<'deviceSetup'>, 'identity' | 'input'>,
): Promise<Omit<DeviceSetupResponse, 'error'>> {
  const { clientId } = identity;
  const serviceId = input.serviceid;
  const service = await loadOwnActiveService(deps, clientId, serviceId);
  const names = fieldNames(deps);
  const serverUrl = streamUrlFor(deps, service.pid);
  if (!serverUrl) {
    throw new AppError('NOT_FOUND', 'No stream server is configured');
  }
  const { password } = lineCredentialsOf(deps, service);
  const credentials = new URLSearchParams({
    username: service.username,
    password,
  });
  const playlistIn = (format: PlaylistFormat) => {
    const playlist = new URL('/get.php', serverUrl);
    playlist.search = `${credentials.toString()}&type=m3u_plus&output=${format}`;
    return { format, url: playlist.toString() };
  };
  const playlists = PLAYLIST_FORMATS.map(playlistIn);
  let epgUrl: string | null = null;
  if (deps.config.streams.epgUrl) {
    const epg = new URL(deps.config.streams.epgUrl);
    credentials.forEach((value, key) => epg.searchParams.set(key, value));
    epgUrl = epg.toString();
  }
  return {
    serverUrl,
    username: service.username,
    password,
    playlistUrl: playlistIn('ts').url,
    playlists,
    epgUrl,
    mac: normaliseMac(findMacField(service, names)?.value ?? ''),
  };
}
