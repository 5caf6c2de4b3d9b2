import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { withdrawalRequestSchema } from './affiliate.js';
import { loginCodeSchema, newPasswordSchema, passwordSchema } from './auth.js';
import { cancelRequestRequestSchema } from './cancellation.js';
import { amountSchema, emailSchema } from './common.js';
import {
  checkAmount,
  checkCancelDate,
  checkCancelName,
  checkCancelReason,
  checkServiceRef,
  checkAmountText,
  checkCountryCode,
  checkProfileText,
  checkPromoCode,
  checkEmail,
  checkLoginCode,
  checkMac,
  checkNewPassword,
  checkParentalCode,
  checkPassword,
  checkRedirectUrl,
  checkTicketMessage,
  checkTicketSubject,
  checkWithdrawalMethod,
  checkWithdrawalNotes,
  FIELD_PROBLEMS,
  normaliseMacInput,
} from './field-checks.js';
import {
  AMOUNT_SAMPLES,
  CANCEL_DATE_SAMPLES,
  CANCEL_NAME_SAMPLES,
  CANCEL_REASON_SAMPLES,
  SERVICE_REF_SAMPLES,
  AMOUNT_TEXT_SAMPLES,
  COUNTRY_SAMPLES,
  PROFILE_NAME_SAMPLES,
  PROFILE_TEXT_SAMPLES,
  PROMO_CODE_SAMPLES,
  EMAIL_SAMPLES,
  LOGIN_CODE_SAMPLES,
  MAC_SAMPLES,
  NEW_PASSWORD_SAMPLES,
  PARENTAL_CODE_SAMPLES,
  PASSWORD_SAMPLES,
  REDIRECT_URL_SAMPLES,
  TICKET_MESSAGE_SAMPLES,
  TICKET_SUBJECT_SAMPLES,
  WITHDRAWAL_METHOD_SAMPLES,
  WITHDRAWAL_NOTES_SAMPLES,
} from './field-samples.js';
import type { FieldSamples } from './field-samples.js';
import { promoCodeSchema } from './plans.js';
import { profileDetailsSchema } from './profile.js';
import { redirectUrlSchema } from './reseller.js';
import { macAddressSchema, parentalCodeSchema } from './subscriptions.js';
import { ticketMessageSchema, ticketSubjectSchema } from './tickets.js';

interface Field {
  samples: FieldSamples<unknown, string>;
  check: (value: unknown) => string | null;
  schema: z.ZodType;
}

/** A field's samples, checker and schema, the value's type erased for the table. */
function field<V>(
  samples: FieldSamples<V, string>,
  check: (value: V) => string | null,
  schema: z.ZodType,
): Field {
  return {
    samples,
    check: (value) => check(value as V),
    schema,
  };
}

const FIELDS = {
  email: field(EMAIL_SAMPLES, checkEmail, emailSchema),
  ticketSubject: field(
    TICKET_SUBJECT_SAMPLES,
    checkTicketSubject,
    ticketSubjectSchema,
  ),
  ticketMessage: field(
    TICKET_MESSAGE_SAMPLES,
    checkTicketMessage,
    ticketMessageSchema,
  ),
  mac: field(MAC_SAMPLES, checkMac, macAddressSchema),
  parentalCode: field(
    PARENTAL_CODE_SAMPLES,
    checkParentalCode,
    parentalCodeSchema,
  ),
  loginCode: field(LOGIN_CODE_SAMPLES, checkLoginCode, loginCodeSchema),
  password: field(PASSWORD_SAMPLES, checkPassword, passwordSchema),
  newPassword: field(NEW_PASSWORD_SAMPLES, checkNewPassword, newPasswordSchema),
  amount: field(AMOUNT_SAMPLES, checkAmount, amountSchema),
  withdrawalMethod: field(
    WITHDRAWAL_METHOD_SAMPLES,
    checkWithdrawalMethod,
    withdrawalRequestSchema.shape.paymentmethod,
  ),
  withdrawalNotes: field(
    WITHDRAWAL_NOTES_SAMPLES,
    checkWithdrawalNotes,
    withdrawalRequestSchema.shape.notes,
  ),
  redirectUrl: field(REDIRECT_URL_SAMPLES, checkRedirectUrl, redirectUrlSchema),
  cancelName: field(
    CANCEL_NAME_SAMPLES,
    checkCancelName,
    cancelRequestRequestSchema.shape.name,
  ),
  cancelReason: field(
    CANCEL_REASON_SAMPLES,
    (value: string) => checkCancelReason(value, false),
    cancelRequestRequestSchema.shape.reason,
  ),
  serviceRef: field(
    SERVICE_REF_SAMPLES,
    checkServiceRef,
    cancelRequestRequestSchema.shape.serviceRef,
  ),
  profileName: field(
    PROFILE_NAME_SAMPLES,
    (value: string) => checkProfileText(value, { required: true }),
    profileDetailsSchema.shape.firstname,
  ),
  profileText: field(
    PROFILE_TEXT_SAMPLES,
    (value: string) => checkProfileText(value, { required: false }),
    profileDetailsSchema.shape.city,
  ),
  country: field(
    COUNTRY_SAMPLES,
    checkCountryCode,
    profileDetailsSchema.shape.country,
  ),
  promoCode: field(PROMO_CODE_SAMPLES, checkPromoCode, promoCodeSchema),
} satisfies Record<string, Field>;

describe.each(Object.entries(FIELDS))(
  'the %s checker and schema',
  (_name, { samples, check, schema }) => {
    it('take every good sample', () => {
      expect(samples.good.length).toBeGreaterThan(0);
      for (const value of samples.good) {
        expect(check(value), String(value)).toBeNull();
        expect(schema.safeParse(value).success, String(value)).toBe(true);
      }
    });

    it('refuse every bad sample with the same code', () => {
      expect(samples.bad.length).toBeGreaterThan(0);
      for (const [value, code] of samples.bad) {
        expect(check(value), JSON.stringify(value)).toBe(code);
        const result = schema.safeParse(value);
        expect(result.success, JSON.stringify(value)).toBe(false);
        expect(
          result.error?.issues.map((issue) => issue.message),
          JSON.stringify(value),
        ).toEqual([code]);
      }
    });

    it('only use the listed problem codes', () => {
      for (const [, code] of samples.bad) {
        expect(FIELD_PROBLEMS).toContain(code);
      }
    });
  },
);

describe('the field samples', () => {
  it('hold the e-mail addresses the web once let through', () => {
    const bad = EMAIL_SAMPLES.bad.map(([value]) => value);
    expect(bad).toContain('user@example.c');
    expect(bad).toContain('x!y@example.com');
  });

  it('give every problem code a bad sample', () => {
    const codes = new Set(
      [
        ...Object.values(FIELDS).map(({ samples }) => samples),
        AMOUNT_TEXT_SAMPLES,
        CANCEL_DATE_SAMPLES,
      ].flatMap((samples) => samples.bad.map(([, code]) => code)),
    );
    codes.add('reason_required');
    for (const code of FIELD_PROBLEMS) {
      expect(codes, code).toContain(code);
    }
  });
});

describe('the MAC schema', () => {
  it('hands on the stored form, the one normaliseMacInput gives', () => {
    MAC_SAMPLES.good.forEach((value, index) => {
      expect(macAddressSchema.parse(value)).toBe(MAC_SAMPLES.stored[index]);
      expect(normaliseMacInput(value)).toBe(MAC_SAMPLES.stored[index]);
    });
    for (const [value] of MAC_SAMPLES.bad) {
      expect(normaliseMacInput(value)).toBeNull();
    }
  });
});

describe('typed amounts', () => {
  it('give the checker’s verdict, and a good one is an amount the schema takes', () => {
    AMOUNT_TEXT_SAMPLES.good.forEach((value, index) => {
      expect(checkAmountText(value)).toBeNull();
      expect(amountSchema.parse(AMOUNT_TEXT_SAMPLES.sent[index])).toBe(
        AMOUNT_TEXT_SAMPLES.sent[index],
      );
    });
    for (const [value, code] of AMOUNT_TEXT_SAMPLES.bad) {
      expect(checkAmountText(value), value).toBe(code);
    }
  });
});

describe('a cancellation', () => {
  const declaration = {
    kind: 'ordinary',
    endAt: 'endOfPeriod',
    name: 'Anna Müller',
    email: 'anna@example.com',
    serviceRef: 'demo101',
  };

  it('needs a reason only when it is extraordinary', () => {
    for (const reason of CANCEL_REASON_SAMPLES.empty) {
      expect(checkCancelReason(reason, true), JSON.stringify(reason)).toBe(
        'reason_required',
      );
      expect(checkCancelReason(reason, false)).toBeNull();
      expect(
        cancelRequestRequestSchema.safeParse({ ...declaration, reason })
          .success,
      ).toBe(true);
      const refused = cancelRequestRequestSchema.safeParse({
        ...declaration,
        kind: 'extraordinary',
        reason,
      });
      expect(
        refused.error?.issues.map(({ path, message }) => [path, message]),
      ).toEqual([[['reason'], 'reason_required']]);
    }
  });

  it('ends on a date between today and the end of the paid period', () => {
    const { bounds } = CANCEL_DATE_SAMPLES;
    for (const value of CANCEL_DATE_SAMPLES.good) {
      expect(checkCancelDate(value, bounds), value).toBeNull();
      expect(checkCancelDate(value, { today: bounds.today })).toBeNull();
    }
    for (const [value, code] of CANCEL_DATE_SAMPLES.bad) {
      expect(checkCancelDate(value, bounds), value).toBe(code);
    }
    expect(checkCancelDate('2030-01-01', { today: bounds.today })).toBeNull();
  });

  it('takes the end of the period or a calendar date as its end', () => {
    for (const endAt of ['endOfPeriod', '2026-12-31']) {
      expect(
        cancelRequestRequestSchema.safeParse({ ...declaration, endAt }).success,
      ).toBe(true);
    }
    for (const endAt of ['', 'tomorrow', '2026-02-30', 12]) {
      const refused = cancelRequestRequestSchema.safeParse({
        ...declaration,
        endAt,
      });
      expect(refused.error?.issues.map(({ message }) => message)).toEqual([
        'invalid_date',
      ]);
    }
  });
});
