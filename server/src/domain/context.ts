import type { Config } from '../config.js';
import type { MemoryCache } from '../lib/cache.js';
import type { WhmcsClient } from '../whmcs/index.js';

/** What the domain functions need: the WHMCS client, settings and the shared cache. */
export interface DomainContext {
  whmcs: WhmcsClient;
  config: Config;
  cache: MemoryCache;
}
