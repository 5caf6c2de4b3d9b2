import type {
  MeResponse,
  Withdrawal,
  WithdrawalsResponse,
} from '@members/contract';

import { demoUser, EUR } from './fixtures';

/** The answer of `me` for the demo customer. */
export const meFixture: MeResponse = {
  error: false,
  user: demoUser,
  email: 'demo@example.com',
  firstname: 'Demo',
  lastname: 'Customer',
};

/** Builds a withdrawal request as listed. */
export function makeWithdrawal(
  overrides: Partial<Withdrawal> = {},
): Withdrawal {
  return {
    ticketid: 31,
    tid: '730215',
    date: '2026-11-20T14:05:00',
    amount: '20.00',
    method: 'PayPal',
    status: 'Open',
    isOpen: true,
    ...overrides,
  };
}

/** The answer of `withdrawals`: the demo balance with no requests yet. */
export function makeWithdrawals(
  overrides: Partial<WithdrawalsResponse> = {},
): WithdrawalsResponse {
  return {
    withdrawals: [],
    balance: '125.50',
    available: '125.50',
    currency: EUR,
    ...overrides,
  };
}
