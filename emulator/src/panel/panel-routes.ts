import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { safeEqual } from '../auth.js';
import type { EmulatorCredentials } from '../options.js';

import { InvalidPanelSettingError } from './panel-settings.js';
import type { PanelFaults, PanelLineState } from './panel-settings.js';
import type { PanelEmulator } from './panel.js';
import { isLiveAction, liveAnswer } from './player-api-live.js';

function query(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

const GARBAGE_ANSWER = '{"user_info":{"username":"demo_premium","auth":1,"sta';

const HTML_ANSWER =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The login answer of a line, numbers as text or as numbers. */
function loginAnswer(
  username: string,
  password: string,
  line: PanelLineState,
  nowSeconds: number,
  host: string,
  asText: boolean,
): Record<string, unknown> {
  const number = (value: number): string | number =>
    asText ? String(value) : value;
  const [hostname = '127.0.0.1', port = '80'] = host.split(':');
  return {
    user_info: {
      username,
      password,
      message: 'Welcome to StreamMax',
      auth: 1,
      status: line.status,
      exp_date: line.expDate === null ? null : number(line.expDate),
      is_trial: asText ? (line.isTrial ? '1' : '0') : line.isTrial ? 1 : 0,
      active_cons: number(line.activeCons),
      created_at: number(line.createdAt),
      max_connections: number(line.maxConnections),
      allowed_output_formats: [...line.allowedOutputFormats],
    },
    server_info: {
      url: hostname,
      port: asText ? port : Number(port),
      https_port: '',
      server_protocol: 'http',
      rtmp_port: asText ? '25462' : 25462,
      timezone: 'UTC',
      timestamp_now: nowSeconds,
      time_now: formatTime(nowSeconds),
    },
  };
}

/** Where the panel's admin routes live, guarded like the WHMCS emulator's. */
export const PANEL_ADMIN_PATH = '/_emulator/panel';

/**
 * Registers `GET /player_api.php` (the login answer; wrong credentials get
 * HTTP 200 with `auth: 0`, as XC panels answer) and the admin routes
 * (`/_emulator/panel/faults`, `/_emulator/panel/lines/:username`,
 * `/_emulator/panel/calls`, `/_emulator/panel/catalogue`), guarded by the
 * WHMCS API credentials. With `action`, the live actions answer
 * (`get_live_categories`, `get_live_streams`, `get_short_epg`).
 */
export function registerPanelRoutes(
  app: FastifyInstance,
  panel: PanelEmulator,
  credentials: EmulatorCredentials,
): void {
  registerPlayerApiRoute(app, panel);
  registerPanelAdminRoutes(app, panel, credentials);
}

/** Registers `GET /player_api.php`, the login answer with the panel's faults applied. */
function registerPlayerApiRoute(
  app: FastifyInstance,
  panel: PanelEmulator,
): void {
  app.get('/player_api.php', async (request, reply) => {
    const username = query(request, 'username');
    const password = query(request, 'password');
    const action = query(request, 'action');
    panel.count(username, action);
    const faults = panel.getFaults();
    if (faults.latencyMs > 0 && !(await panel.wait(faults.latencyMs, reply))) {
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    if (faults.hang) {
      await panel.wait(Number.POSITIVE_INFINITY, reply);
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    switch (faults.errorKind) {
      case 'http':
        return reply.code(503).type('text/plain').send('Service Unavailable');
      case 'html':
        return reply.code(200).type('text/html').send(HTML_ANSWER);
      case 'garbage':
        return reply.code(200).type('application/json').send(GARBAGE_ANSWER);
      case 'drop':
        reply.hijack();
        reply.raw.destroy();
        return reply;
      case 'none':
        break;
    }
    const line = panel.line(username);
    const expected = line?.password ?? panel.linePassword(username);
    if (
      expected === undefined ||
      line === undefined ||
      !safeEqual(password, expected)
    ) {
      return reply.code(200).send({ user_info: { auth: 0 } });
    }
    if (isLiveAction(action)) {
      return reply.send(
        liveAnswer(
          panel.live(),
          action,
          {
            categoryId: query(request, 'category_id'),
            streamId: query(request, 'stream_id'),
            limit: query(request, 'limit'),
            nowSeconds: Math.floor(panel.now() / 1000),
            asText: faults.numbers === 'text',
          },
          line.status === 'Active',
        ),
      );
    }
    const host = header(request, 'host');
    return reply.send(
      loginAnswer(
        username,
        password,
        line,
        Math.floor(panel.now() / 1000),
        host,
        faults.numbers === 'text',
      ),
    );
  });
}

/** Registers the panel's admin routes, guarded by the WHMCS API credentials. */
function registerPanelAdminRoutes(
  app: FastifyInstance,
  panel: PanelEmulator,
  credentials: EmulatorCredentials,
): void {
  const guard = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> => {
    const identifierOk = safeEqual(
      header(request, 'x-emulator-identifier'),
      credentials.identifier,
    );
    const secretOk = safeEqual(
      header(request, 'x-emulator-secret'),
      credentials.secret,
    );
    if (!identifierOk || !secretOk) {
      await reply.code(403).send({ error: 'Forbidden' });
    }
  };
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (error instanceof InvalidPanelSettingError) {
      return reply.code(400).send({ error: error.message });
    }
    throw error;
  };
  app.get(`${PANEL_ADMIN_PATH}/faults`, { preHandler: guard }, async () =>
    panel.getFaults(),
  );
  app.put(
    `${PANEL_ADMIN_PATH}/faults`,
    { preHandler: guard },
    async (request, reply) => {
      try {
        panel.setFaults(request.body as Partial<PanelFaults>);
      } catch (error) {
        return refuse(reply, error);
      }
      return panel.getFaults();
    },
  );
  app.delete(`${PANEL_ADMIN_PATH}/faults`, { preHandler: guard }, async () => {
    panel.resetFaults();
    return panel.getFaults();
  });
  app.get<{ Params: { username: string } }>(
    `${PANEL_ADMIN_PATH}/lines/:username`,
    { preHandler: guard },
    async (request, reply) =>
      panel.line(request.params.username) ??
      reply.code(404).send({ error: 'no such line' }),
  );
  app.put<{ Params: { username: string } }>(
    `${PANEL_ADMIN_PATH}/lines/:username`,
    { preHandler: guard },
    async (request, reply) => {
      try {
        return panel.setLine(request.params.username, request.body);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );
  app.get<{ Querystring: { username?: string; action?: string } }>(
    `${PANEL_ADMIN_PATH}/calls`,
    { preHandler: guard },
    async (request) => ({
      calls: panel.calls(request.query.username, request.query.action),
    }),
  );
  registerCatalogueRoutes(app, panel, guard, refuse);
  app.delete(`${PANEL_ADMIN_PATH}/calls`, { preHandler: guard }, async () => {
    panel.resetCalls();
    return { calls: 0 };
  });
}

/** The live list's size: `PUT`/`DELETE /_emulator/panel/catalogue`. */
function registerCatalogueRoutes(
  app: FastifyInstance,
  panel: PanelEmulator,
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
  refuse: (reply: FastifyReply, error: unknown) => FastifyReply,
): void {
  app.put(
    `${PANEL_ADMIN_PATH}/catalogue`,
    { preHandler: guard },
    async (request, reply) => {
      try {
        return panel.setCatalogueSize(
          request.body as Partial<{ channels: number; categories: number }>,
        );
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );
  app.delete(
    `${PANEL_ADMIN_PATH}/catalogue`,
    { preHandler: guard },
    async () => {
      panel.resetCatalogue();
      return panel.live().size;
    },
  );
}
