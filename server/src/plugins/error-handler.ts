import type {
  ErrorCode,
  ErrorEnvelope,
  ValidationIssue,
} from '@members/contract';
import { ERROR_STATUS } from '@members/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { AppError, StoreUnavailableError } from '../lib/app-error.js';
import { WhmcsClientError } from '../whmcs/index.js';

import { rememberErrorCode } from './security-log.js';

const MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: 'The request is not valid',
  UNAUTHENTICATED: 'Sign in first',
  CODE_INVALID: 'The code is wrong or no longer valid',
  INVALID_CREDENTIALS: 'E-mail or password is wrong',
  TWO_FACTOR_REQUIRED:
    'This account uses two-factor authentication: sign in with an e-mailed code',
  SECOND_FACTOR_REQUIRED:
    'Enter the code from your authenticator app, a recovery code, or use a passkey',
  SECOND_FACTOR_INVALID: 'That code is wrong or was used already',
  PASSKEY_REFUSED: 'This passkey could not sign you in',
  FORBIDDEN: 'Not allowed',
  REAUTH_REQUIRED: 'Please sign in again to confirm it is you',
  STEP_UP_REQUIRED: 'Confirm it is you with your second factor or a passkey',
  CSRF: 'Request refused: it did not come from this site',
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  MAC_ALREADY_USED: 'This MAC address is already in use',
  INVOICE_NOT_PAYABLE: 'This invoice cannot be paid',
  NOTHING_TO_PAY: 'There are no unpaid invoices to pay',
  NOT_CANCELLABLE: 'This subscription cannot be cancelled any more',
  CREDIT_EXCEEDED: 'The amount is more than the available credit',
  AMOUNT_ABOVE_BALANCE: 'The amount is more than the invoice balance',
  CUSTOM_FIELD_MISSING: 'This subscription does not have that setting',
  IDEMPOTENCY_IN_FLIGHT: 'The same request is still running',
  PLAN_NOT_ALLOWED: 'This subscription cannot move to that plan',
  CYCLE_NOT_OFFERED: 'That billing cycle is not offered for this product',
  PRICE_CHANGED: 'The price changed since it was shown; nothing was ordered',
  UPGRADE_PENDING:
    'An earlier plan change is waiting for its invoice to be paid',
  EMAIL_IN_USE: 'Another account already uses this e-mail address',
  PASSKEY_LIMIT: 'You have the largest number of passkeys; remove one first',
  TOTP_ALREADY_ON: 'The authenticator app is on already',
  SETUP_EXPIRED: 'The set-up has expired: start again',
  ADD_FUNDS_UNAVAILABLE:
    'Adding funds is switched off, or the credit is at its maximum',
  CONNECTIONS_NOT_OFFERED: 'This subscription cannot get more connections',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  IDEMPOTENCY_MISMATCH: 'This Idempotency-Key was used for another request',
  PROMO_CODE_INVALID: 'This promotion code does not apply',
  EMAIL_CODE_INVALID: 'The code is wrong or no longer valid',
  RATE_LIMITED: 'Too many requests, try again later',
  INTERNAL: 'Something went wrong on our side',
  WHMCS_UNAVAILABLE: 'The billing system is not available',
  WHMCS_BAD_REPLY: 'The billing system gave an answer we cannot use',
  PANEL_REFUSED: 'The IPTV panel does not accept this line’s credentials',
  PANEL_UNAVAILABLE: 'The IPTV panel cannot be read right now',
  SECURITY_UNAVAILABLE:
    'Passkeys and the second factor are not set up on this server',
  WHMCS_REJECTED: 'The billing system refused this request',
  PASSKEY_INVALID: 'This passkey could not be added',
  STORE_UNAVAILABLE: 'The service is temporarily unavailable',
  SERVICE_CLOSING: 'This server is shutting down, try again',
  WHMCS_TIMEOUT: 'The billing system did not answer in time',
};

/** The default English message of an error code. */
export function getErrorMessage(code: ErrorCode): string {
  return MESSAGES[code];
}

const SNAKE_CODE = /^[a-z][a-z0-9_]*$/;

interface FastifyValidationItem {
  keyword?: string;
  instancePath?: string;
  message?: string;
}

function toIssues(validation: FastifyValidationItem[]): ValidationIssue[] {
  return validation.map((item) => ({
    path: (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
    code:
      item.message && SNAKE_CODE.test(item.message)
        ? item.message
        : (item.keyword ?? 'invalid'),
  }));
}

/** Builds an error envelope and sends it with the code's status. */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string = MESSAGES[code],
  extra: Partial<ErrorEnvelope> = {},
): FastifyReply {
  const body: ErrorEnvelope = {
    error: true,
    code,
    message,
    requestId: String(reply.request.id),
    ...extra,
  };
  rememberErrorCode(reply.request, code);
  if (extra.retryAfter !== undefined) {
    void reply.header('retry-after', String(extra.retryAfter));
  }
  return reply
    .code(ERROR_STATUS[code])
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

function classify(error: FastifyError): {
  code: ErrorCode;
  message?: string;
  extra?: Partial<ErrorEnvelope>;
} {
  if (error instanceof AppError) {
    return {
      code: error.code,
      message: error.message,
      extra: {
        ...(error.details.reason === undefined
          ? {}
          : { reason: error.details.reason }),
        ...(error.details.retryAfter === undefined
          ? {}
          : { retryAfter: error.details.retryAfter }),
        ...(error.details.issues === undefined
          ? {}
          : { issues: error.details.issues }),
      },
    };
  }
  if (error instanceof WhmcsClientError) {
    return { code: error.kind };
  }
  if (error instanceof StoreUnavailableError) {
    return { code: 'STORE_UNAVAILABLE' };
  }
  if (Array.isArray(error.validation)) {
    return {
      code: 'VALIDATION',
      extra: { issues: toIssues(error.validation as FastifyValidationItem[]) },
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { code: 'PAYLOAD_TOO_LARGE' };
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return { code: 'PAYLOAD_TOO_LARGE' };
  }
  if (status === 415) {
    return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  }
  if (status === 429) {
    return { code: 'RATE_LIMITED' };
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, empty JSON bodies, prototype poisoning, bad lengths.
    return { code: 'VALIDATION' };
  }
  return { code: 'INTERNAL' };
}

/**
 * One error handler for the whole API: every failure becomes the JSON error
 * envelope with the right status; internals of 5xx errors stay in the log.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { code, message, extra } = classify(error);
      const status = ERROR_STATUS[code];
      if (status >= 500) {
        request.log.error(
          {
            err: error,
            ...(error instanceof WhmcsClientError
              ? { action: error.action }
              : {}),
          },
          `request failed: ${code}`,
        );
      } else {
        request.log.info({ code, reason: error.message }, 'request refused');
      }
      return sendError(
        reply,
        code,
        status >= 500 ? MESSAGES[code] : (message ?? MESSAGES[code]),
        extra,
      );
    });
  },
  { name: 'error-handler' },
);
