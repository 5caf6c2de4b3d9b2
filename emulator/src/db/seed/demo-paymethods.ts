import { DEMO_ACCOUNTS } from '../../constants.js';
import type { Database } from '../database.js';
import { insertPayMethod, type PayMethodRow } from '../paymethods.js';

import type { SeedDays } from './seed-days.js';

const [DEMO, OTHER] = DEMO_ACCOUNTS;

/** A card's `MM/YY` expiry: the month of the seed day, `years` later. */
function expiryOf(seedDate: string, years: number): string {
  const [year = '', month = ''] = seedDate.split('-');
  return `${month}/${String(Number(year) + years).slice(-2)}`;
}

const NO_CARD = {
  card_last_four: '',
  expiry_date: '',
  start_date: '',
  issue_number: '',
  card_type: '',
} as const;

/**
 * Seeds the demo customers' stored pay methods (WHMCS's `tblpaymethods`,
 * read by GetPayMethods), with expiry dates counted from the seed day:
 * client 1 has a default Visa valid for years, a MasterCard that expires at
 * the end of the seed day's month (within 30 days: the Needs-attention
 * card) and a bank account; client 2 has one card.
 */
export function seedPayMethods(db: Database, days: SeedDays): void {
  const card = (
    clientId: number,
    order: number,
    details: Pick<
      PayMethodRow,
      'card_type' | 'card_last_four' | 'expiry_date' | 'remote_token'
    >,
  ): Omit<PayMethodRow, 'id'> => ({
    client_id: clientId,
    type: 'RemoteCreditCard',
    description: '',
    gateway_name: 'stripe',
    order_preference: order,
    start_date: '',
    issue_number: '',
    bank_name: '',
    account_type: '',
    last_updated: days.at(-200, '09:14:00'),
    ...details,
  });
  const methods: Omit<PayMethodRow, 'id'>[] = [
    card(DEMO.clientId, 0, {
      card_type: 'Visa',
      card_last_four: '4242',
      expiry_date: expiryOf(days.seedDate, 4),
      remote_token: 'cus_DemoVisa4242|pm_DemoVisa4242',
    }),
    card(DEMO.clientId, 1, {
      card_type: 'MasterCard',
      card_last_four: '5454',
      expiry_date: expiryOf(days.seedDate, 0),
      remote_token: 'cus_DemoVisa4242|pm_DemoMc5454',
    }),
    {
      client_id: DEMO.clientId,
      type: 'BankAccount',
      description: 'Household account',
      gateway_name: 'directdebit',
      order_preference: 2,
      ...NO_CARD,
      remote_token: '',
      bank_name: 'Demo Savings Bank',
      account_type: 'Checking',
      last_updated: days.at(-90, '17:40:00'),
    },
    card(OTHER.clientId, 0, {
      card_type: 'Visa',
      card_last_four: '1881',
      expiry_date: expiryOf(days.seedDate, 2),
      remote_token: 'cus_OtherVisa1881|pm_OtherVisa1881',
    }),
  ];
  for (const method of methods) {
    insertPayMethod(db, method);
  }
}
