import { getClient } from '../db/clients.js';
import {
  isCardType,
  listPayMethods,
  type PayMethodRow,
} from '../db/paymethods.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** `Y-m-d H:i:s` as WHMCS's pay method list shows it: `d/m/Y H:i`. */
function toListDateTime(value: string): string {
  const [date = '', time = ''] = value.split(' ');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time.slice(0, 5)}`;
}

/** One pay method as GetPayMethods lists it: card fields for cards, bank fields for accounts. */
export function presentPayMethod(row: PayMethodRow): Record<string, unknown> {
  const common = {
    id: row.id,
    type: row.type,
    description: row.description,
    gateway_name: row.gateway_name,
    contact_type: 'Client',
    contact_id: row.client_id,
  };
  const details = isCardType(row.type)
    ? {
        card_last_four: row.card_last_four,
        expiry_date: row.expiry_date,
        start_date: row.start_date,
        issue_number: row.issue_number,
        card_type: row.card_type,
      }
    : { bank_name: row.bank_name, account_type: row.account_type };
  return {
    ...common,
    ...details,
    remote_token: row.remote_token,
    last_updated: toListDateTime(row.last_updated),
  };
}

/** The `type` filter: `CreditCard` keeps the cards, `BankAccount` the accounts (remote ones too). */
function matchesType(row: PayMethodRow, type: string): boolean {
  if (type === 'CreditCard') return isCardType(row.type);
  if (type === 'BankAccount') return !isCardType(row.type);
  return true;
}

/**
 * GetPayMethods: the client's stored pay methods, the default first (WHMCS
 * charges the first), optionally one by `paymethodid` or one kind by `type`
 * (`CreditCard` or `BankAccount`). A missing client answers `Client ID Is
 * Required`, an unknown one `Client Not Found` (the docs' words); a
 * `paymethodid` the client does not have gives an empty list (choice).
 * @see https://developers.whmcs.com/api-reference/getpaymethods/
 */
export function getPayMethods({ db, params }: ActionContext): ActionReply {
  const clientId = params.int('clientid') ?? 0;
  if (clientId <= 0) {
    return errorReply('Client ID Is Required');
  }
  if (!getClient(db, clientId)) {
    return errorReply('Client Not Found');
  }
  const wantedId = params.int('paymethodid') ?? 0;
  const type = params.text('type');
  const rows = listPayMethods(db, clientId).filter(
    (row) => (wantedId <= 0 || row.id === wantedId) && matchesType(row, type),
  );
  return successReply({
    clientid: clientId,
    paymethods: rows.map(presentPayMethod),
  });
}
