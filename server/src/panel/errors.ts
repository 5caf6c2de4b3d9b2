/** Why the panel could not be read. */
export type PanelFailure = 'timeout' | 'network' | 'http' | 'bad_reply';

/** The panel answered `auth` 0: it does not accept the line's credentials. */
export class PanelRefusedError extends Error {
  override readonly name = 'PanelRefusedError';

  constructor() {
    super('The panel refused the line’s credentials');
  }
}

/**
 * The panel could not be read: too slow, unreachable, an HTTP error or an
 * answer we cannot read. The message never carries the URL (it holds the
 * line's password in its query).
 */
export class PanelUnavailableError extends Error {
  override readonly name = 'PanelUnavailableError';

  constructor(
    readonly reason: PanelFailure,
    message: string,
  ) {
    super(message);
  }
}
