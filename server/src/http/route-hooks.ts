import type {
  FastifyContextConfig,
  FastifyInstance,
  RouteOptions,
} from 'fastify';

/** Request hooks a plugin adds to some routes only. */
type RouteHooks = Pick<RouteOptions, 'onSend' | 'onResponse' | 'onError'>;

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}

/**
 * Adds `hooks` to each route defined from now on whose config `applies`
 * (an idempotent route, a change that drops cached reads). A hook added to
 * the whole app runs for every request, and a warm dashboard read paid for
 * hooks that had nothing to do for it.
 *
 * They run before the route's hooks that other plugins added (compression
 * adds its own to each route): like hooks of the whole app, they see the
 * answer as the handler gave it, not compressed.
 */
export function addRouteHooks(
  app: FastifyInstance,
  applies: (config: FastifyContextConfig) => boolean,
  hooks: RouteHooks,
): void {
  app.addHook('onRoute', (route) => {
    if (!route.config || !applies(route.config)) {
      return;
    }
    for (const name of ['onSend', 'onResponse', 'onError'] as const) {
      const added = hooks[name];
      if (added !== undefined) {
        Object.assign(route, {
          [name]: [...asList(added), ...asList(route[name])],
        });
      }
    }
  });
}
