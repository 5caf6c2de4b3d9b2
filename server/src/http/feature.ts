import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Brand } from '../brand/brand-settings.js';
import type { DomainContext } from '../domain/context.js';
import type { LinePanel } from '../domain/line-panel.js';
import type { MacRegistry } from '../domain/mac-registry.js';
import type { Mailer } from '../mail/mailer.js';
import type { SessionCookieOptions } from '../sessions/session-cookie.js';
import type { SessionManager } from '../sessions/session-manager.js';
import type { SharedReadCache } from '../stores/read-cache.js';
import type { Stores } from '../stores/types.js';

/** The server's VAPID identity (RFC 8292): its key pair and contact. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Everything a feature's use cases may be given, flat: each use case names
 * the part it needs (`Pick<ServerDeps, 'whmcs' | 'stores'>`). Built once by
 * the composition root (`app.ts`).
 */
export interface ServerDeps extends DomainContext {
  stores: Stores;
  sessions: SessionManager;
  /** The session cookie's name and flags. */
  cookie: SessionCookieOptions;
  mailer: Mailer;
  macRegistry: MacRegistry;
  readCache: SharedReadCache;
  /** The IPTV panel the line status reads, politely. */
  linePanel: LinePanel;
  /** The provider's brand: colour, files, support contact, legal pages. */
  brand: Brand;
  /** The VAPID pair and subject push reminders are signed with; null: push is off. */
  vapid: VapidDetails | null;
  /** Secret mixed into stored code hashes, the same on every instance. */
  codePepper: () => Promise<string>;
  now: () => number;
  logger: FastifyBaseLogger;
}

/** A feature: one plugin that registers its routes (and hooks) with the deps. */
export type Feature = (app: FastifyInstance, deps: ServerDeps) => Promise<void>;

/**
 * Defines a feature as a plugin registered the same way as every other
 * (`app.register(feature, deps)`). It is not encapsulated, so a hook it adds
 * (the entry links' page hook) applies to the whole app; routes are all it
 * adds otherwise.
 */
export function defineFeature(
  name: string,
  register: (app: FastifyInstance, deps: ServerDeps) => void | Promise<void>,
): Feature {
  return fp(
    async (app: FastifyInstance, deps: ServerDeps) => {
      await register(app, deps);
    },
    { name: `feature-${name}` },
  );
}
