import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';

import { DEFAULT_FAULTS, parseFaults } from './fault-settings.js';
import type { EmulatorFaults, FaultKind } from './options.js';

/** The kinds that keep the real reply and put junk in front of it. */
const PREFIX_KINDS: ReadonlySet<FaultKind> = new Set(['notice', 'bom']);

const HOOK_FILE = '/home/whmcs/public_html/includes/hooks/custom.php';

/**
 * What PHP prints for a warning or notice with `display_errors` on, in its two
 * formats (php-src `main/main.c`, `php_error_cb`): plain text (`html_errors` off, as
 * on the CLI and many FPM setups) and HTML (`html_errors` on). PHP 8 words a missing
 * key as a Warning `Undefined array key "x"`, PHP 7 as a Notice `Undefined index: x`.
 */
export const PHP_NOTICES: readonly string[] = [
  `\nWarning: Undefined array key "x" in ${HOOK_FILE} on line 12\n`,
  `<br />\n<b>Warning</b>:  Undefined array key "x" in <b>${HOOK_FILE}</b> on line <b>12</b><br />\n`,
  `\nDeprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in ${HOOK_FILE} on line 27\n`,
  `<br />\n<b>Notice</b>:  Undefined index: x in <b>${HOOK_FILE}</b> on line <b>12</b><br />\n`,
];

/** The UTF-8 byte order mark a hook file saved "with BOM" prints before everything. */
export const UTF8_BOM = '\uFEFF';

/** What {@link FaultInjector.intercept} decided for one call. */
export type FaultOutcome<T = never> =
  /** The call was answered (or dropped); nothing more to do. */
  | { answered: true }
  /**
   * Answer normally, with `prefix` (PHP output printed earlier, or '') before
   * the reply; `early` is what the call's work made inside its latency, when
   * it was given some.
   */
  | { answered: false; prefix: string; early?: T };

const HTML_ERROR_PAGE = `<br />
<b>Fatal error</b>:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in /var/www/whmcs/vendor/illuminate/database/Connectors/Connector.php:70
Stack trace:
#0 /var/www/whmcs/vendor/illuminate/database/Connectors/Connector.php(70): PDO-&gt;__construct()
#1 /var/www/whmcs/includes/api.php(42): WHMCS\\Database-&gt;connect()
#2 {main}
  thrown in <b>/var/www/whmcs/vendor/illuminate/database/Connectors/Connector.php</b> on line <b>70</b><br />
<!DOCTYPE html>
<html><head><title>Oops! Something went wrong.</title></head>
<body><h1>Oops! Something went wrong and we couldn't process your request.</h1>
<p>Please go back to the previous page and try again.</p></body></html>
`;

const GARBAGE_JSON =
  '{"result":"success","clientid":"1","totalresults":"5","products":{"product":[{"id":"101","clientid":"1","name":"IPTV Prem';

type WaitOutcome = 'done' | 'aborted' | 'released';

/**
 * Applies the fault switches to API calls: latency, errors of several kinds, and
 * hanging requests, which are tracked so that closing the emulator releases them.
 */
export class FaultInjector {
  private settings: EmulatorFaults;
  private readonly waiting = new Set<() => void>();
  /** When each call came in, by its request. */
  private readonly arrivals = new WeakMap<FastifyRequest, number>();

  /** Starts from the defaults overlaid with `initial`. */
  constructor(initial: Partial<EmulatorFaults> = {}) {
    this.settings = { ...DEFAULT_FAULTS, ...parseFaults(initial) };
  }

  /** A copy of the current settings. */
  get(): EmulatorFaults {
    return {
      ...this.settings,
      actions: this.settings.actions ? [...this.settings.actions] : null,
    };
  }

  /** Changes some settings; throws {@link InvalidFaultsError} on bad values. */
  set(faults: Partial<EmulatorFaults>): void {
    this.settings = { ...this.settings, ...parseFaults(faults) };
  }

  /** Back to {@link DEFAULT_FAULTS}. */
  reset(): void {
    this.settings = { ...DEFAULT_FAULTS };
  }

  /**
   * The route's first hook: notes when a call came in, so its latency
   * counts from then and not from when this thread got to its handler.
   */
  readonly noteArrival: onRequestHookHandler = (request, _reply, done) => {
    this.arrivals.set(request, performance.now());
    done();
  };

  /** Number of requests currently delayed or hanging. */
  get waitingCount(): number {
    return this.waiting.size;
  }

  /** Ends every delayed or hanging request by dropping its connection. */
  releaseAll(): void {
    for (const release of [...this.waiting]) {
      release();
    }
  }

  private appliesTo(action: string): boolean {
    const { actions } = this.settings;
    return (
      actions === null ||
      actions.some((name) => name.toLowerCase() === action.toLowerCase())
    );
  }

  private wait(ms: number, reply: FastifyReply): Promise<WaitOutcome> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = (outcome: WaitOutcome): void => {
        clearTimeout(timer);
        this.waiting.delete(release);
        reply.raw.off('close', abort);
        resolve(outcome);
      };
      const release = (): void => finish('released');
      const abort = (): void => finish('aborted');
      this.waiting.add(release);
      reply.raw.once('close', abort);
      if (Number.isFinite(ms)) {
        timer = setTimeout(() => finish('done'), ms);
      }
    });
  }

  /** True after `ms`, false as soon as `waited` ends first (the call was dropped). */
  private halfway(ms: number, waited: Promise<WaitOutcome>): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(true), ms);
      void waited.then(() => {
        clearTimeout(timer);
        resolve(false);
      });
    });
  }

  /**
   * Runs the faults for one call of `action`: either the call was answered (or
   * dropped) here, or it goes on, maybe with junk to print before its reply.
   *
   * `work`, when given, is the call's own work and runs inside its latency,
   * as in a real WHMCS, whose time per call includes PHP's work and whose
   * PHP-FPM workers serve concurrent calls side by side: the latency is
   * counted from the call's arrival, not from the end of the work of calls
   * that came in at the same time, and the work starts halfway through the
   * latency, once the calls that came in together have all been noted.
   * Only side-effect-free work may be given,
   * since it runs even when the call is then dropped.
   */
  async intercept<T = never>(
    action: string,
    request: FastifyRequest,
    reply: FastifyReply,
    work?: () => T,
  ): Promise<FaultOutcome<T>> {
    if (!this.appliesTo(action)) {
      return { answered: false, prefix: '' };
    }
    const { latencyMs, jitterMs, hang } = this.settings;
    const delay = latencyMs + Math.random() * jitterMs;
    // Counted from the call's arrival (noted by `noteArrival`), so time
    // spent behind other calls on this one thread counts toward it.
    const arrivedAt = this.arrivals.get(request) ?? performance.now();
    const remaining = Math.max(0, delay - (performance.now() - arrivedAt));
    const waited = delay > 0 ? this.wait(remaining, reply) : null;
    let early: T | undefined;
    // The work runs halfway through the latency: calls that came in together
    // have all been noted by then, and the calls that come in while this
    // thread works are few, as each call has a PHP worker of its own in a
    // real WHMCS and no call waits for another's work.
    if (waited && work && (await this.halfway(remaining / 2, waited))) {
      early = work();
    }
    if (waited && (await waited) !== 'done') {
      this.drop(reply);
      return { answered: true };
    }
    if (hang) {
      await this.wait(Number.POSITIVE_INFINITY, reply);
      this.drop(reply);
      return { answered: true };
    }
    const { errorRate, errorKind } = this.settings;
    let prefix = '';
    if (errorRate > 0 && Math.random() < errorRate) {
      if (!PREFIX_KINDS.has(errorKind)) {
        this.sendFault(errorKind, reply);
        return { answered: true };
      }
      prefix = this.junkBefore(errorKind);
    }
    return early === undefined
      ? { answered: false, prefix }
      : { answered: false, prefix, early };
  }

  private junkBefore(kind: FaultKind): string {
    if (kind === 'bom') {
      return UTF8_BOM;
    }
    const index = Math.floor(Math.random() * PHP_NOTICES.length);
    return PHP_NOTICES[index] ?? PHP_NOTICES[0] ?? '';
  }

  private drop(reply: FastifyReply): void {
    reply.hijack();
    reply.raw.destroy();
  }

  private sendFault(kind: FaultKind, reply: FastifyReply): void {
    switch (kind) {
      case 'whmcs':
        void reply
          .code(200)
          .type('application/json')
          .send('{"result":"error","message":"An unexpected error occurred"}');
        return;
      case 'http':
        void reply.code(500).type('text/plain').send('Internal Server Error');
        return;
      case 'html':
        void reply
          .code(200)
          .type('text/html; charset=utf-8')
          .send(HTML_ERROR_PAGE);
        return;
      case 'garbage':
        void reply.code(200).type('application/json').send(GARBAGE_JSON);
        return;
      case 'notice':
      case 'bom':
        return;
    }
  }
}
