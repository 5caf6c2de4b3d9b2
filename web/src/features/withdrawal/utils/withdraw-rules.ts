import {
  checkCancelName,
  checkCancelReason,
  checkEmail,
  checkServiceRef,
} from '@members/contract';
import type { WithdrawableLine } from '@members/contract';

import type { FieldRule } from '@/hooks/use-field-form';

/** The typed fields of the withdraw form, named as the request names them. */
export type WithdrawField =
  'name' | 'email' | 'serviceid' | 'serviceRef' | 'reason';

/** The form's own problem: a signed-in customer chose no line. */
export const LINE_REQUIRED = 'line_required';

/**
 * The lines a signed-in customer may withdraw from, as the form offers
 * them: those within their period first (the period ending soonest first),
 * then the others, whose period staff check. Lines already withdrawn from
 * are left out.
 */
export function offeredLines(lines: readonly WithdrawableLine[]): {
  within: WithdrawableLine[];
  others: WithdrawableLine[];
} {
  const open = lines.filter((line) => line.withdrawnAt === null);
  return {
    within: open
      .filter((line) => line.withinPeriod)
      .sort((a, b) =>
        (a.withdrawUntil ?? '').localeCompare(b.withdrawUntil ?? ''),
      ),
    others: open.filter((line) => !line.withinPeriod),
  };
}

/**
 * The rules of the withdraw form: the contract's checkers, the line chosen
 * (signed in) or named (a guest), and a reason that is never required.
 */
export function withdrawRules(
  isSignedIn: boolean,
): Record<WithdrawField, FieldRule> {
  const trim = (value: string) => value.trim();
  return {
    name: { check: checkCancelName, prepare: trim },
    email: { check: checkEmail, prepare: trim },
    serviceid: {
      check: (value) => (isSignedIn && value === '' ? LINE_REQUIRED : null),
    },
    serviceRef: {
      check: (value) => (isSignedIn ? null : checkServiceRef(value)),
      prepare: trim,
    },
    reason: {
      check: (value) => checkCancelReason(value, false),
      prepare: trim,
    },
  };
}
