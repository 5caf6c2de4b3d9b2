import { billingDay } from '@members/contract';
import type { PayMethod, PayMethodsResponse } from '@members/contract';

import { listPayMethods } from '../../domain/pay-methods.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { WhmcsError } from '../../whmcs/index.js';

/**
 * What the Payment page's use cases need. They share it and the helpers
 * below; each use case has its own module: the list, the default, the
 * removal, the add link and automatic charging.
 */
export type PaymentsDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'now' | 'logger'
>;

/** The billing day: the day card expiries are told on. */
export function today(deps: Pick<PaymentsDeps, 'now' | 'config'>): string {
  return billingDay(deps.now(), deps.config.billingTimeZone);
}

/** The client's pay methods as the Payment page shows them, default first. */
export async function readPayMethods(
  deps: PaymentsDeps,
  clientId: number,
): Promise<PayMethod[]> {
  return listPayMethods(deps, clientId, today(deps));
}

/** The Payment page: the methods and whether WHMCS charges due invoices. */
export async function loadPayMethods(
  deps: PaymentsDeps,
  clientId: number,
): Promise<Omit<PayMethodsResponse, 'error'>> {
  const [methods, details] = await Promise.all([
    readPayMethods(deps, clientId),
    deps.whmcs.getClientsDetails({ clientid: clientId }),
  ]);
  return { methods, autoPay: !details.client.disableautocc };
}

/** The error for a pay method that is not the client's: as if it did not exist. */
export function payMethodNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Payment method not found');
}

/**
 * WHMCS's "Invalid Pay Method ID" (the method is gone) and "Pay Method does
 * not belong to passed Client ID" (another client's) as NOT_FOUND, alike;
 * any other error as it is.
 */
export function toPayMethodError(error: unknown): unknown {
  if (
    error instanceof WhmcsError &&
    error.kind === 'WHMCS_REJECTED' &&
    (error.matches('Invalid Pay Method ID') ||
      error.matches('Pay Method does not belong to passed Client ID'))
  ) {
    return payMethodNotFound();
  }
  return error;
}
