import { getClient } from '../db/clients.js';
import {
  getPayMethod,
  insertPayMethod,
  listPayMethods,
  setDefaultPayMethod,
  type PayMethodType,
} from '../db/paymethods.js';
import { randomHex } from '../random.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

const TYPES: readonly PayMethodType[] = [
  'CreditCard',
  'RemoteCreditCard',
  'BankAccount',
  'RemoteBankAccount',
];

/** The brand of a card number by its first digits (what WHMCS shows as card type). */
function cardTypeOf(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Card';
}

/**
 * AddPayMethod: stores a card or bank account for a client (`type`
 * `CreditCard` by default; `card_number` and `card_expiry` `MMYY` for cards,
 * `bank_name` for accounts; `set_as_default`). The emulator keeps only the
 * last four digits and a made-up gateway token. Errors: `Invalid Client ID`,
 * `Invalid Pay Method Type` and `Invalid Card Number`/`Invalid Expiry Date`
 * (choice: the page lists none).
 * @see https://developers.whmcs.com/api-reference/addpaymethod/
 */
export function addPayMethod({
  db,
  params,
  clock,
}: ActionContext): ActionReply {
  const clientId = params.int('clientid') ?? 0;
  if (clientId <= 0 || !getClient(db, clientId)) {
    return errorReply('Invalid Client ID');
  }
  const type = (params.text('type') || 'CreditCard') as PayMethodType;
  if (!TYPES.includes(type)) {
    return errorReply('Invalid Pay Method Type');
  }
  const isCard = type.endsWith('CreditCard');
  const number = params.text('card_number').replace(/\s+/g, '');
  const expiry = /^(0[1-9]|1[0-2])(\d{2})$/.exec(params.text('card_expiry'));
  if (isCard && !/^\d{12,19}$/.test(number)) {
    return errorReply('Invalid Card Number');
  }
  if (isCard && !expiry) {
    return errorReply('Invalid Expiry Date');
  }
  const now = clock.nowDateTime();
  const id = insertPayMethod(db, {
    client_id: clientId,
    type,
    description: params.text('description'),
    gateway_name: params.text('gateway_module_name'),
    order_preference: listPayMethods(db, clientId).length,
    card_last_four: isCard ? number.slice(-4) : '',
    expiry_date: expiry ? `${expiry[1]}/${expiry[2]}` : '',
    start_date: '',
    issue_number: '',
    card_type: isCard ? cardTypeOf(number) : '',
    remote_token: `tok_${randomHex(8)}`,
    bank_name: isCard ? '' : params.text('bank_name'),
    account_type: isCard ? '' : params.text('bank_account_type'),
    last_updated: now,
  });
  const added = getPayMethod(db, id);
  if (added && params.bool('set_as_default')) {
    setDefaultPayMethod(db, added, now);
  }
  return successReply({ clientid: clientId, paymethodid: id });
}
