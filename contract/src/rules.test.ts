import { describe, expect, it } from 'vitest';

import { withdrawalRequestSchema } from './affiliate.js';
import { sendAlertRequestSchema } from './alerts.js';
import { amountSchema, emailSchema } from './common.js';
import { updateRedirectUrlRequestSchema } from './reseller.js';
import {
  isCleanText,
  isPublicHost,
  isValidAmount,
  isValidEmail,
  normaliseMac,
  parseAmountInput,
  redirectUrlProblem,
} from './rules.js';
import { macAddressSchema } from './subscriptions.js';
import {
  addReplyFieldsSchema,
  openTicketFieldsSchema,
  ticketMessageSchema,
  ticketSubjectSchema,
} from './tickets.js';

const firstMessage = (result: {
  error?: { issues: { message: string }[] } | undefined;
}) => result.error?.issues[0]?.message;

describe('e-mail addresses (RFC 5321 lengths)', () => {
  const local64 = 'a'.repeat(64);
  const domainTo254 = (local: string) =>
    `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(254 - local.length - 1 - 63 - 1 - 63 - 1 - 4)}.com`;

  it('accepts a 64-character local part and a 254-character address', () => {
    const longest = domainTo254(local64);
    expect(longest).toHaveLength(254);
    expect(isValidEmail(`${local64}@example.com`)).toBe(true);
    expect(isValidEmail(longest)).toBe(true);
    expect(emailSchema.parse(longest)).toBe(longest);
  });

  it.each([
    ['a local part of 65 characters', `${'a'.repeat(65)}@example.com`],
    [
      'an address of 255 characters',
      `x${domainTo254(local64).slice(0, -4)}.com`,
    ],
    ['a domain label of 64 characters', `demo@${'b'.repeat(64)}.com`],
    ['two @', 'demo@demo@example.com'],
    ['a NUL', 'demo\u0000@example.com'],
    ['a bidi override', 'demo\u202e@example.com'],
    ['a lone surrogate', 'demo\ud800@example.com'],
    ['a dot at the start', '.demo@example.com'],
    ['two dots', 'de..mo@example.com'],
  ])('refuses %s with invalid_email', (_name, value) => {
    expect(isValidEmail(value)).toBe(false);
    expect(firstMessage(emailSchema.safeParse(value))).toBe('invalid_email');
  });
});

describe('free text (isCleanText)', () => {
  it.each([
    ['plain text', 'Hello, my box shows error 42 – ça marche pas 😞', false],
    ['right-to-left text with a mark', 'مرحبا\u200f 123', false],
    ['tabs and line breaks in a message', 'line 1\n\tline 2\r\nline 3', true],
  ])('accepts %s', (_name, value, isMultiline) => {
    expect(isCleanText(value, { isMultiline })).toBe(true);
  });

  it.each<[string, string, boolean]>([
    ['NUL', 'a\u0000b', true],
    ['a bell', 'a\u0007b', true],
    ['an escape', 'a\u001b[31mb', true],
    ['DEL', 'a\u007fb', true],
    ['a C1 control', 'a\u0085b', true],
    ['a lone high surrogate', 'a\ud83db', true],
    ['a lone low surrogate', 'a\ude00b', true],
    ['a high surrogate at the end', 'a\ud83d', true],
    ['a bare carriage return', 'a\rb', true],
    ['a vertical tab', 'a\u000bb', true],
    ['a newline in a single-line field', 'a\nb', false],
    ['a tab in a single-line field', 'a\tb', false],
    ...[
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
    ].map((code): [string, string, boolean] => [
      `bidi U+${code.toString(16).toUpperCase()}`,
      `a${String.fromCharCode(code)}b`,
      true,
    ]),
  ])('refuses %s', (_name, value, isMultiline) => {
    expect(isCleanText(value, { isMultiline })).toBe(false);
  });

  it('refuses such text in every free-text field with invalid_characters', () => {
    const bad = 'refund\u202egpj.exe';
    expect(firstMessage(ticketSubjectSchema.safeParse(bad))).toBe(
      'invalid_characters',
    );
    expect(firstMessage(ticketMessageSchema.safeParse('hi\u0000'))).toBe(
      'invalid_characters',
    );
    expect(
      firstMessage(
        withdrawalRequestSchema.safeParse({
          amount: 10,
          paymentmethod: 'paypal',
          notes: 'pay me\u2066',
        }),
      ),
    ).toBe('invalid_characters');
    expect(
      firstMessage(
        withdrawalRequestSchema.safeParse({
          amount: 10,
          paymentmethod: 'pay\u0000pal',
        }),
      ),
    ).toBe('invalid_characters');
    expect(
      firstMessage(
        sendAlertRequestSchema.safeParse({
          identifier: 'id\ud800',
          email: 'demo@example.com',
          userid: 1,
        }),
      ),
    ).toBe('invalid_characters');
    expect(
      firstMessage(
        openTicketFieldsSchema.safeParse({
          deptid: '1',
          subject: 'Hi',
          message: 'Hello',
          email: `${'a'.repeat(65)}@example.com`,
        }),
      ),
    ).toBe('invalid_email');
    expect(
      addReplyFieldsSchema.safeParse({
        ticketid: '11',
        message: 'Thanks,\r\n\tDemo',
      }).success,
    ).toBe(true);
  });
});

describe('amounts', () => {
  it.each([0.01, 0.3, 12.5, 99.99, 1_000_000])('accepts %s', (value) => {
    expect(isValidAmount(value)).toBe(true);
    expect(amountSchema.parse(value)).toBe(value);
  });

  it.each([
    ['0.1 + 0.2', 0.1 + 0.2],
    [
      '0.30000000000000004 from JSON',
      JSON.parse('0.30000000000000004') as number,
    ],
    ['three decimals', 1.005],
    ['a tiny amount', 1e-7],
    ['a number just above two decimals', 12.340000001],
  ])('refuses %s with invalid_amount instead of rounding', (_name, value) => {
    expect(isValidAmount(value)).toBe(false);
    expect(firstMessage(amountSchema.safeParse(value))).toBe('invalid_amount');
  });

  it.each([
    ['25', 25],
    ['25.5', 25.5],
    ['25,50', 25.5],
    [' 0,01 ', 0.01],
    ['1000000', 1_000_000],
  ])('parses the typed amount %j', (typed, amount) => {
    expect(parseAmountInput(typed)).toBe(amount);
  });

  it.each([
    '',
    '0',
    '0.00',
    '-3',
    '1e3',
    '12.345',
    '1000000.01',
    '1.2.3',
    'NaN',
  ])('refuses the typed amount %j', (typed) => {
    expect(parseAmountInput(typed)).toBeNull();
  });
});

describe('MAC addresses no device has', () => {
  it.each([
    ['00:1A:79:12:34:56', '00:1A:79:12:34:56'],
    ['02-00-00-00-00-01', '02:00:00:00:00:01'],
    ['fe1a79123456', 'FE:1A:79:12:34:56'],
  ])('keeps the unicast MAC %s', (input, stored) => {
    expect(normaliseMac(input)).toBe(stored);
    expect(macAddressSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['broadcast', 'FF:FF:FF:FF:FF:FF'],
    ['broadcast, lower case', 'ff-ff-ff-ff-ff-ff'],
    ['all zeros', '00:00:00:00:00:00'],
    ['all zeros, bare', '000000000000'],
    ['IPv4 multicast', '01:00:5E:00:00:FB'],
    ['IPv6 multicast', '33:33:00:00:00:01'],
    ['another group address', '03:1A:79:12:34:56'],
  ])('refuses %s (%s) with invalid_mac', (_name, input) => {
    expect(normaliseMac(input)).toBeNull();
    expect(firstMessage(macAddressSchema.safeParse(input))).toBe('invalid_mac');
  });
});

describe('redirect URLs', () => {
  it.each([
    'https://example.com/welcome',
    'https://shop.example.co.uk/a?b=c#d',
    'https://93.184.215.14/',
    'https://[2606:4700:4700::1111]/',
    `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`,
  ])('accepts %s', (value) => {
    expect(redirectUrlProblem(value)).toBeNull();
  });

  it.each([
    ['http://example.com/', 'url_not_https'],
    ['HTTP://example.com/', 'url_not_https'],
    ['https://user:pass@example.com/', 'url_credentials'],
    ['https://user@example.com/', 'url_credentials'],
    [
      `https://example.com/${'a'.repeat(2049 - 'https://example.com/'.length)}`,
      'url_too_long',
    ],
    ['https://example.com/\u202e', 'invalid_url'],
    ['https://example.com/\u0000', 'invalid_url'],
    ['javascript:alert(1)', 'invalid_url'],
    ['https:example.com', 'invalid_url'],
    ['//example.com', 'invalid_url'],
  ])('refuses %s with %s', (value, problem) => {
    expect(redirectUrlProblem(value)).toBe(problem);
    expect(
      firstMessage(
        updateRedirectUrlRequestSchema.safeParse({ redirect_url: value }),
      ),
    ).toBe(problem);
  });

  it.each([
    'https://127.0.0.1/',
    'https://127.1/',
    'https://2130706433/',
    'https://0x7f000001/',
    'https://0x7f.0.0.1/',
    'https://0177.0.0.1/',
    'https://017700000001/',
    'https://10.0.0.1/',
    'https://10.255.255.255/',
    'https://172.16.0.1/',
    'https://172.31.255.255/',
    'https://192.168.1.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://255.255.255.255/',
    'https://224.0.0.1/',
    'https://localhost/',
    'https://LOCALHOST./',
    'https://app.localhost/',
    'https://printer.local/',
    'https://intranet/',
    'https://[::1]/',
    'https://[::]/',
    'https://[0:0:0:0:0:0:0:1]/',
    'https://[fc00::1]/',
    'https://[fd12:3456::1]/',
    'https://[fe80::1]/',
    'https://[ff02::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://[64:ff9b::a00:1]/',
    'https://[2002:7f00:1::1]/',
    'https://[2001:db8::1]/',
  ])('refuses the private or reserved host of %s', (value) => {
    expect(redirectUrlProblem(value)).toBe('url_private_host');
  });

  it('treats hosts the way the URL parser leaves them', () => {
    expect(isPublicHost('example.com')).toBe(true);
    expect(isPublicHost('example.com.')).toBe(true);
    expect(isPublicHost('172.15.255.255')).toBe(true);
    expect(isPublicHost('172.32.0.1')).toBe(true);
    expect(isPublicHost('[2a00:1450::1]')).toBe(true);
    expect(isPublicHost('[1:2:3:4:5:6:7:8:9]')).toBe(false);
    expect(isPublicHost('[::1::2]')).toBe(false);
  });
});
