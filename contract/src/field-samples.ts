/*
 * Good and bad values per field, with the problem code each bad one gets.
 * The contract's test feeds them to the field checkers and to the zod
 * schemas, the web's tests to its forms: all must give the same verdict.
 */

import type {
  AmountProblem,
  CancelDateProblem,
  CancelNameProblem,
  CancelReasonProblem,
  CountryProblem,
  EmailProblem,
  LoginCodeProblem,
  MacProblem,
  NewPasswordProblem,
  ParentalCodeProblem,
  PasswordProblem,
  ProfileTextProblem,
  PromoCodeProblem,
  RedirectUrlFieldProblem,
  ServiceRefProblem,
  TicketMessageProblem,
  TicketSubjectProblem,
  WithdrawalMethodProblem,
  WithdrawalNotesProblem,
} from './field-checks.js';

/** A field's samples: values it takes, and values it refuses with their code. */
export interface FieldSamples<V, P extends string> {
  good: readonly V[];
  bad: readonly (readonly [V, P])[];
}

/** E-mail addresses, as sent (trimmed). */
export const EMAIL_SAMPLES: FieldSamples<string, EmailProblem> = {
  good: [
    'demo@example.com',
    'first.last+tv@mail.example.co.uk',
    "o'neil@example.com",
    'a_b-c@sub-domain.example.org',
    `${'a'.repeat(64)}@example.com`,
  ],
  bad: [
    ['', 'email_required'],
    ['user@example.c', 'invalid_email'],
    ['x!y@example.com', 'invalid_email'],
    ['demo', 'invalid_email'],
    ['demo@', 'invalid_email'],
    ['@example.com', 'invalid_email'],
    ['demo@example', 'invalid_email'],
    ['demo@@example.com', 'invalid_email'],
    ['a b@example.com', 'invalid_email'],
    ['a@example.com, b@example.com', 'invalid_email'],
    ['demo@example..com', 'invalid_email'],
    ['.demo@example.com', 'invalid_email'],
    ['de..mo@example.com', 'invalid_email'],
    ["demo'@example.com", 'invalid_email'],
    ['demo@-example.com', 'invalid_email'],
    ['demo@example-.com', 'invalid_email'],
    ['Demo <demo@example.com>', 'invalid_email'],
    ['demo@example.com\r\nBcc: x@evil.com', 'invalid_email'],
    [' demo@example.com', 'invalid_email'],
    ['demo\u202e@example.com', 'invalid_email'],
    [`${'a'.repeat(65)}@example.com`, 'invalid_email'],
    [`${'a'.repeat(250)}@example.com`, 'invalid_email'],
  ],
};

/** Ticket subjects. */
export const TICKET_SUBJECT_SAMPLES: FieldSamples<
  string,
  TicketSubjectProblem
> = {
  good: [
    'Buffering on channel 5',
    '  Spaces around  ',
    'Émission «été» 日本',
    'x'.repeat(200),
  ],
  bad: [
    ['', 'subject_required'],
    ['   ', 'subject_required'],
    ['x'.repeat(201), 'subject_too_long'],
    ['Refund \u202Egpj.exe', 'invalid_characters'],
    ['Two\nlines', 'invalid_characters'],
    ['Tab\there', 'invalid_characters'],
    ['NUL\u0000', 'invalid_characters'],
    ['\n', 'invalid_characters'],
  ],
};

/** Ticket messages (Markdown). */
export const TICKET_MESSAGE_SAMPLES: FieldSamples<
  string,
  TicketMessageProblem
> = {
  good: [
    'Hello',
    'Line one\n\tline two',
    'Windows\r\nline',
    'x'.repeat(20_000),
  ],
  bad: [
    ['', 'message_required'],
    [' \n\t ', 'message_required'],
    ['x'.repeat(20_001), 'message_too_long'],
    ['Isolated \u2066text\u2069', 'invalid_characters'],
    ['Escape \u001b[2J', 'invalid_characters'],
    ['Lone \ud800 surrogate', 'invalid_characters'],
    ['Bare\rreturn', 'invalid_characters'],
  ],
};

/** Device MACs, as sent (trimmed), and the stored form of each good one. */
export const MAC_SAMPLES: FieldSamples<string, MacProblem> & {
  stored: readonly string[];
} = {
  good: [
    '00:1a:79:aa:bb:cc',
    '00-1A-79-AA-BB-CC',
    '001a79aabbcc',
    '00:1A:79:12:34:56',
    'fe1a79123456',
  ],
  stored: [
    '00:1A:79:AA:BB:CC',
    '00:1A:79:AA:BB:CC',
    '00:1A:79:AA:BB:CC',
    '00:1A:79:12:34:56',
    'FE:1A:79:12:34:56',
  ],
  bad: [
    ['', 'mac_required'],
    ['hello', 'invalid_mac'],
    ['00:1A:79:AA:BB', 'invalid_mac'],
    ['00:1A:79:AA:BB:CC:DD', 'invalid_mac'],
    ['00:1A-79:AA:BB:CC', 'invalid_mac'],
    ['00.1A.79.AA.BB.CC', 'invalid_mac'],
    ['001A79AABBC', 'invalid_mac'],
    ['00:1A:79:AA:BB:GG', 'invalid_mac'],
    ['0:1A:79:AA:BB:CC', 'invalid_mac'],
    ['00 1A 79 AA BB CC', 'invalid_mac'],
    [' 00:1A:79:12:34:56', 'invalid_mac'],
    ['FF:FF:FF:FF:FF:FF', 'invalid_mac'],
    ['ff-ff-ff-ff-ff-ff', 'invalid_mac'],
    ['00:00:00:00:00:00', 'invalid_mac'],
    ['000000000000', 'invalid_mac'],
    ['01:00:5E:00:00:FB', 'invalid_mac'],
    ['33-33-00-00-00-01', 'invalid_mac'],
    ['03:1A:79:12:34:56', 'invalid_mac'],
  ],
};

/** Parental codes. */
export const PARENTAL_CODE_SAMPLES: FieldSamples<string, ParentalCodeProblem> =
  {
    good: ['1234', '0000', '9876'],
    bad: [
      ['', 'parental_code_required'],
      ['12a4', 'parental_code_not_digits'],
      ['12 4', 'parental_code_not_digits'],
      ['-123', 'parental_code_not_digits'],
      ['١٢٣٤', 'parental_code_not_digits'],
      ['123', 'invalid_parental_code'],
      ['12345', 'invalid_parental_code'],
    ],
  };

/** Sign-in codes. */
export const LOGIN_CODE_SAMPLES: FieldSamples<string, LoginCodeProblem> = {
  good: ['012345', '999999'],
  bad: [
    ['', 'invalid_code'],
    ['12345', 'invalid_code'],
    ['1234567', 'invalid_code'],
    ['12345a', 'invalid_code'],
    [' 123456', 'invalid_code'],
  ],
};

/** Passwords typed to sign in. */
export const PASSWORD_SAMPLES: FieldSamples<string, PasswordProblem> = {
  good: ['x', 'correct horse battery staple', 'p'.repeat(256)],
  bad: [
    ['', 'password_required'],
    ['p'.repeat(257), 'password_too_long'],
  ],
};

/** New passwords (signup). */
export const NEW_PASSWORD_SAMPLES: FieldSamples<string, NewPasswordProblem> = {
  good: ['12345678', 'p'.repeat(128)],
  bad: [
    ['', 'password_too_short'],
    ['1234567', 'password_too_short'],
    ['p'.repeat(129), 'password_too_long'],
  ],
};

/** Amounts as a request carries them. */
export const AMOUNT_SAMPLES: FieldSamples<number, 'invalid_amount'> = {
  good: [0.01, 1, 12.5, 25.5, 99.99, 1_000_000],
  bad: [
    [0, 'invalid_amount'],
    [-3, 'invalid_amount'],
    [12.345, 'invalid_amount'],
    [0.1 + 0.2, 'invalid_amount'],
    [1e-7, 'invalid_amount'],
    [1_000_000.01, 'invalid_amount'],
    [Number.POSITIVE_INFINITY, 'invalid_amount'],
    [Number.NaN, 'invalid_amount'],
  ],
};

/** Amounts as customers type them, and the number each good one is sent as. */
export const AMOUNT_TEXT_SAMPLES: FieldSamples<string, AmountProblem> & {
  sent: readonly number[];
} = {
  good: ['25', '25.5', '25,50', ' 0.01 ', '1000000'],
  sent: [25, 25.5, 25.5, 0.01, 1_000_000],
  bad: [
    ['', 'amount_required'],
    ['  ', 'amount_required'],
    ['0', 'invalid_amount'],
    ['-3', 'invalid_amount'],
    ['12.345', 'invalid_amount'],
    ['1e309', 'invalid_amount'],
    ['1000000.01', 'invalid_amount'],
    ['ten', 'invalid_amount'],
  ],
};

/** Withdrawal payment methods (the server then checks it is configured). */
export const WITHDRAWAL_METHOD_SAMPLES: FieldSamples<
  string,
  WithdrawalMethodProblem
> = {
  good: ['paypal', 'bank', 'm'.repeat(64)],
  bad: [
    ['', 'method_required'],
    ['m'.repeat(65), 'invalid_method'],
    ['pay\npal', 'invalid_characters'],
  ],
};

/** Withdrawal notes. */
export const WITHDRAWAL_NOTES_SAMPLES: FieldSamples<
  string,
  WithdrawalNotesProblem
> = {
  good: ['', 'IBAN DE00 1234\nThanks', 'n'.repeat(1000)],
  bad: [
    ['n'.repeat(1001), 'notes_too_long'],
    ['Pay \u202Eme', 'invalid_characters'],
    ['Escape \u001b', 'invalid_characters'],
  ],
};

/** Reseller redirect URLs. */
export const REDIRECT_URL_SAMPLES: FieldSamples<
  string,
  RedirectUrlFieldProblem
> = {
  good: [
    'https://example.com/welcome',
    'https://shop.example.co.uk/a?b=c#d',
    'https://93.184.215.14/',
  ],
  bad: [
    ['', 'url_required'],
    ['example.com', 'invalid_url'],
    ['javascript:alert(1)', 'invalid_url'],
    ['https://example.com/\u202e', 'invalid_url'],
    ['http://example.com/', 'url_not_https'],
    ['https://user:pass@example.com/', 'url_credentials'],
    ['https://localhost/', 'url_private_host'],
    ['https://192.168.1.1/', 'url_private_host'],
    [`https://example.com/${'a'.repeat(2030)}`, 'url_too_long'],
  ],
};

/** Names of the person who cancels. */
export const CANCEL_NAME_SAMPLES: FieldSamples<string, CancelNameProblem> = {
  good: ['Anna Müller', 'Zoë O’Brien-Şahin', 'n'.repeat(100)],
  bad: [
    ['', 'name_required'],
    ['   ', 'name_required'],
    ['n'.repeat(101), 'name_too_long'],
    ['Anna\nMüller', 'invalid_characters'],
    ['Anna \u202eMüller', 'invalid_characters'],
  ],
};

/** Reasons of a cancellation; `required` ones are extraordinary. */
export const CANCEL_REASON_SAMPLES: FieldSamples<
  string,
  CancelReasonProblem
> & {
  /** Empty reasons, refused only when the cancellation is extraordinary. */
  empty: readonly string[];
} = {
  good: ['', 'The service stopped working.\nSince 3 weeks.', 'r'.repeat(2000)],
  bad: [
    ['r'.repeat(2001), 'reason_too_long'],
    ['Reason \u202e', 'invalid_characters'],
    ['Escape \u001b', 'invalid_characters'],
  ],
  empty: ['', '  ', '\n'],
};

/** How a guest names a subscription: its username or number. */
export const SERVICE_REF_SAMPLES: FieldSamples<string, ServiceRefProblem> = {
  good: ['demo101', '12', '#12', 'line.user@box', 'r'.repeat(100)],
  bad: [
    ['', 'service_ref_required'],
    ['  ', 'service_ref_required'],
    ['r'.repeat(101), 'service_ref_too_long'],
    ['demo\n101', 'invalid_characters'],
  ],
};

/** End dates of a cancellation, checked against these bounds. */
export const CANCEL_DATE_SAMPLES: FieldSamples<string, CancelDateProblem> & {
  bounds: { today: string; latest: string };
} = {
  bounds: { today: '2026-11-27', latest: '2027-01-15' },
  good: ['2026-11-27', '2026-12-31', '2027-01-15'],
  bad: [
    ['', 'date_required'],
    ['27.11.2026', 'invalid_date'],
    ['2026-02-30', 'invalid_date'],
    ['2026-13-01', 'invalid_date'],
    ['2026-11-26', 'date_in_past'],
    ['2027-01-16', 'date_after_period'],
  ],
};

/** A required one-line profile field (first and last name). */
export const PROFILE_NAME_SAMPLES: FieldSamples<string, ProfileTextProblem> = {
  good: ['Ana', 'José María', 'O’Neil-Smith', '  Lee  ', 'n'.repeat(100)],
  bad: [
    ['', 'field_required'],
    ['   ', 'field_required'],
    ['n'.repeat(101), 'field_too_long'],
    ['Ana\nBcc', 'invalid_characters'],
    ['Ana \u202e', 'invalid_characters'],
  ],
};

/** An optional one-line profile field (company, address, city, phone…). */
export const PROFILE_TEXT_SAMPLES: FieldSamples<string, ProfileTextProblem> = {
  good: ['', 'Hauptstraße 1', '+49 30 123456', 'a'.repeat(100)],
  bad: [
    ['a'.repeat(101), 'field_too_long'],
    ['Line\r\nTwo', 'invalid_characters'],
  ],
};

/** Countries (ISO 3166-1 alpha-2, upper case). */
export const COUNTRY_SAMPLES: FieldSamples<string, CountryProblem> = {
  good: ['DE', 'US', 'PT'],
  bad: [
    ['', 'country_required'],
    ['de', 'invalid_country'],
    ['DEU', 'invalid_country'],
    ['Germany', 'invalid_country'],
  ],
};

/** Promotion codes. */
export const PROMO_CODE_SAMPLES: FieldSamples<string, PromoCodeProblem> = {
  good: ['WELCOME10', 'black-friday_2026', 'x.y', 'p'.repeat(64)],
  bad: [
    ['', 'promo_code_required'],
    ['TWO WORDS', 'invalid_promo_code'],
    ['p'.repeat(65), 'invalid_promo_code'],
    ['CODE\u202e', 'invalid_promo_code'],
    ['<script>', 'invalid_promo_code'],
  ],
};
