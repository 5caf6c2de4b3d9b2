/** Thrown for a denied-actions setting that is not a list of action names. */
export class InvalidDeniedActionsError extends Error {
  override readonly name = 'InvalidDeniedActionsError';
}

/** Checks a denied-actions setting (from code, env or HTTP) and returns a clean copy. */
export function parseDeniedActions(input: unknown): string[] {
  if (
    !Array.isArray(input) ||
    !input.every((name) => typeof name === 'string' && name.trim() !== '')
  ) {
    throw new InvalidDeniedActionsError(
      'deniedActions must be a list of action names',
    );
  }
  return (input as string[]).map((name) => name.trim());
}

/**
 * The API role of the one credential the emulator accepts (WHMCS 7.4+ "API Roles"):
 * which actions it lacks. Names compare case-insensitively, as WHMCS lowercases the
 * action before checking the role.
 */
export class ApiRole {
  private denied: string[];

  /** Starts with the given actions denied (default none). */
  constructor(denied: unknown = []) {
    this.denied = parseDeniedActions(denied);
  }

  /** A copy of the denied actions, as given. */
  get(): string[] {
    return [...this.denied];
  }

  /** Replaces the denied actions; throws {@link InvalidDeniedActionsError} on bad input. */
  set(denied: unknown): void {
    this.denied = parseDeniedActions(denied);
  }

  /** Whether the role lacks `action`. */
  denies(action: string): boolean {
    const wanted = action.toLowerCase();
    return this.denied.some((name) => name.toLowerCase() === wanted);
  }
}

/**
 * WHMCS's answer when the credential's role lacks the action: the action name as
 * WHMCS lowercases it, inside double quotes.
 */
export function permissionDeniedMessage(action: string): string {
  return `Invalid Permissions: API action "${action.toLowerCase()}" is not allowed`;
}
