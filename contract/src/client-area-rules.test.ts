import { describe, expect, it } from 'vitest';

import { cardExpiryState, EXPIRING_CARD_DAYS } from './payments.js';
import { networkIssueState } from './service-status.js';

describe('cardExpiryState', () => {
  it('counts a card valid through the last day of its month', () => {
    expect(cardExpiryState('2026-11', '2026-11-30')).toBe('expiring');
    expect(cardExpiryState('2026-11', '2026-12-01')).toBe('expired');
    expect(cardExpiryState('2026-12', '2026-12-31')).toBe('expiring');
    expect(cardExpiryState('2026-12', '2027-01-01')).toBe('expired');
  });

  it(`says expiring from ${EXPIRING_CARD_DAYS} days before that day on`, () => {
    // 2027-01 ends on 2027-01-31: 31 days before is 2026-12-31.
    expect(cardExpiryState('2027-01', '2026-12-31')).toBe('valid');
    expect(cardExpiryState('2027-01', '2027-01-01')).toBe('expiring');
    expect(cardExpiryState('2028-02', '2028-01-30')).toBe('expiring');
    expect(cardExpiryState('2030-05', '2026-11-29')).toBe('valid');
  });
});

describe('networkIssueState', () => {
  it('reads WHMCS’s status words, an unknown one as ongoing', () => {
    expect(networkIssueState('Resolved')).toBe('resolved');
    expect(networkIssueState('Scheduled')).toBe('scheduled');
    for (const word of [
      'Reported',
      'Investigating',
      'In Progress',
      'Outage',
      'Other',
    ]) {
      expect(networkIssueState(word)).toBe('open');
    }
  });
});
