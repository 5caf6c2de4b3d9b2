import { cardExpiryState } from '@members/contract';
import type { PayMethod } from '@members/contract';

import type { WhmcsPayMethod } from '../whmcs/index.js';

import type { DomainContext } from './context.js';

/** WHMCS's `MM/YY` expiry as `YYYY-MM`; null when it is no month. */
function readExpiry(value: string): string | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  return match ? `20${match[2]}-${match[1]}` : null;
}

/**
 * A WHMCS pay method as the customer sees it on `today` (the billing day):
 * the last four digits at most, never a remote token; `isDefault` for the
 * first of WHMCS's list, the one it charges.
 */
export function presentPayMethod(
  method: WhmcsPayMethod,
  isFirst: boolean,
  today: string,
): PayMethod {
  const isCard = method.type.endsWith('CreditCard');
  const expiry = isCard ? readExpiry(method.expiry_date) : null;
  return {
    id: method.id,
    kind: isCard ? 'card' : 'bank',
    description: method.description,
    cardType: isCard ? method.card_type || null : null,
    lastFour: /^\d{4}$/.test(method.card_last_four)
      ? method.card_last_four
      : null,
    expiry,
    expiryState: expiry ? cardExpiryState(expiry, today) : null,
    bankName: isCard ? null : method.bank_name || null,
    gateway: method.gateway_name,
    isDefault: isFirst,
  };
}

/** The client's stored pay methods, the default first, on `today`. */
export async function listPayMethods(
  ctx: Pick<DomainContext, 'whmcs'>,
  clientId: number,
  today: string,
): Promise<PayMethod[]> {
  const reply = await ctx.whmcs.getPayMethods({ clientid: clientId });
  return reply.paymethods.map((method, index) =>
    presentPayMethod(method, index === 0, today),
  );
}

/**
 * The client's cards that have expired or expire soon (the dashboard's
 * Needs attention); undefined when WHMCS could not say.
 */
export async function listExpiringPayMethods(
  ctx: Pick<DomainContext, 'whmcs'>,
  clientId: number,
  today: string,
): Promise<PayMethod[] | undefined> {
  try {
    const methods = await listPayMethods(ctx, clientId, today);
    return methods.filter(
      (method) =>
        method.expiryState === 'expiring' || method.expiryState === 'expired',
    );
  } catch {
    // The dashboard shows everything else; the Payment page tells the error.
    return undefined;
  }
}
