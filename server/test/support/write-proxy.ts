import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** One WHMCS call as the proxy saw it. */
export interface ProxiedCall {
  /** Which proxy saw it (one proxy per server process). */
  via: string;
  action: string;
  params: URLSearchParams;
  /** Sent on to WHMCS: only these can have changed anything. */
  isForwarded: boolean;
  /** WHMCS's answer was passed back to the server. */
  isAnswered: boolean;
}

/**
 * Where a call is held: `request` before it is sent on (WHMCS never gets
 * it), `answer` after WHMCS answered (the change is made, the server never
 * learns it), `answered` once the answer was passed back (the hold only
 * tells; nothing is kept).
 */
export type HoldPhase = 'request' | 'answer' | 'answered';

/** Which call to hold, and what to do the moment it is held. */
export interface HoldRule {
  phase: HoldPhase;
  /** Gets the call and the calls this proxy saw before it. */
  matches(call: ProxiedCall, earlier: readonly ProxiedCall[]): boolean;
  /** Runs synchronously when the call is held, before anything else happens. */
  onHold?: (call: ProxiedCall) => void;
}

interface Held {
  call: ProxiedCall;
  response: ServerResponse;
}

/**
 * A pass-through in front of WHMCS (the emulator) for one server process:
 * it logs every call in a log shared by all proxies, and can hold one
 * chosen call at a chosen point, so a test can kill the process there.
 */
export class WriteProxy {
  url = '';
  private readonly server: Server = createServer();
  private readonly seen: ProxiedCall[] = [];
  private readonly held: Held[] = [];
  private rule: HoldRule | null = null;
  private onHeld: ((call: ProxiedCall) => void) | null = null;

  constructor(
    readonly name: string,
    private readonly target: string,
    /** Every call of every proxy sharing it, in the order they arrived. */
    readonly log: ProxiedCall[],
  ) {
    this.server.on('request', (request, response) => {
      this.handle(request, response);
    });
  }

  /** Starts listening on a free port of 127.0.0.1. */
  async listen(): Promise<this> {
    await new Promise<void>((resolve) => {
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = this.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  /**
   * Holds the first call that matches `rule` from now on; resolves with it
   * once it is held. One rule at a time: arming again replaces it.
   */
  hold(rule: HoldRule): Promise<ProxiedCall> {
    return new Promise((resolve) => {
      this.rule = rule;
      this.onHeld = resolve;
    });
  }

  /** Drops the armed rule and every held call (their sockets are closed). */
  discard(): void {
    this.rule = null;
    this.onHeld = null;
    for (const entry of this.held.splice(0)) {
      entry.response.destroy();
    }
  }

  /** Stops the proxy and closes every connection to it. */
  async close(): Promise<void> {
    this.discard();
    await new Promise((resolve) => {
      this.server.close(resolve);
      this.server.closeAllConnections();
    });
  }

  private take(call: ProxiedCall, phase: HoldPhase): boolean {
    const rule = this.rule;
    if (!rule || rule.phase !== phase) {
      return false;
    }
    if (
      !rule.matches(
        call,
        this.seen.filter((entry) => entry !== call),
      )
    ) {
      return false;
    }
    const notify = this.onHeld;
    this.rule = null;
    this.onHeld = null;
    rule.onHold?.(call);
    notify?.(call);
    return true;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const params = new URLSearchParams(body);
      const call: ProxiedCall = {
        via: this.name,
        action: params.get('action') ?? '',
        params,
        isForwarded: false,
        isAnswered: false,
      };
      this.seen.push(call);
      this.log.push(call);
      // The rule is matched before the call is sent on, so a held request
      // never reaches WHMCS.
      if (this.take(call, 'request')) {
        this.held.push({ call, response });
        return;
      }
      call.isForwarded = true;
      fetch(`${this.target}${request.url ?? ''}`, {
        method: request.method ?? 'POST',
        headers: {
          'content-type':
            request.headers['content-type'] ??
            'application/x-www-form-urlencoded',
        },
        body,
      })
        .then(async (reply) => {
          const text = await reply.text();
          if (this.take(call, 'answer')) {
            // WHMCS did it; the answer is kept from the server.
            this.held.push({ call, response });
            return;
          }
          response
            .writeHead(reply.status, {
              'content-type':
                reply.headers.get('content-type') ?? 'application/json',
            })
            .end(text);
          call.isAnswered = true;
          this.take(call, 'answered');
        })
        .catch(() => response.destroy());
    });
  }
}

/** A started WriteProxy in front of `target`, logging into `log`. */
export function startWriteProxy(
  name: string,
  target: string,
  log: ProxiedCall[],
): Promise<WriteProxy> {
  return new WriteProxy(name, target, log).listen();
}
