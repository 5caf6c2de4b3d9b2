import { ERROR_STATUS } from '@members/contract';
import type { ErrorCode, ValidationIssue } from '@members/contract';

/** Extra fields an error answer may carry. */
export interface AppErrorDetails {
  reason?: string;
  retryAfter?: number;
  issues?: ValidationIssue[];
}

/**
 * An error with a contract {@link ErrorCode}; the error handler turns it into
 * the JSON envelope with the code's HTTP status.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/** Raised when a shared store cannot answer; callers fail closed (503). */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** Runs a store call; a failure of the store becomes {@link StoreUnavailableError}. */
export async function fromStore<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
}
