import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { amountSchema, emailSchema } from './common.js';
import { MAX_AMOUNT } from './limits.js';
import {
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isCleanText,
  isPublicHost,
  isValidAmount,
  isValidEmail,
  MAC_INPUT_PATTERN,
  normaliseMac,
  parseAmountInput,
  redirectUrlProblem,
} from './rules.js';
import { macAddressSchema } from './subscriptions.js';

/** Every UTF-16 code unit, lone surrogates included. */
const anyText = fc.string({ unit: 'binary', maxLength: 60 });
const codeUnits = fc.string({
  unit: fc
    .integer({ min: 0, max: 0xffff })
    .map((unit) => String.fromCharCode(unit)),
  maxLength: 40,
});

const hexOctet = fc.integer({ min: 0, max: 255 });
const sixOctets = fc.array(hexOctet, { minLength: 6, maxLength: 6 });
const macText = fc
  .tuple(
    sixOctets,
    fc.constantFrom(':', '-', ''),
    fc.boolean(),
    fc.constantFrom('', ' ', '\t'),
  )
  .map(([octets, separator, isLower, pad]) => {
    const text = octets
      .map((octet) => octet.toString(16).padStart(2, '0'))
      .join(separator);
    return `${pad}${isLower ? text : text.toUpperCase()}${pad}`;
  });

function isForbiddenUnit(unit: number, isMultiline: boolean): boolean {
  if (unit === 0x09 || unit === 0x0a || unit === 0x0d) {
    return !isMultiline;
  }
  return (
    unit < 0x20 ||
    (unit >= 0x7f && unit <= 0x9f) ||
    (unit >= 0x202a && unit <= 0x202e) ||
    (unit >= 0x2066 && unit <= 0x2069) ||
    unit === 0x2028 ||
    unit === 0x2029
  );
}

describe('MAC normaliser (property)', () => {
  it('is idempotent and its output is always a valid, assignable MAC', () => {
    fc.assert(
      fc.property(fc.oneof(macText, anyText), (input) => {
        const stored = normaliseMac(input);
        if (stored === null) {
          return;
        }
        expect(stored).toMatch(/^[0-9A-F]{2}(?::[0-9A-F]{2}){5}$/);
        expect(MAC_INPUT_PATTERN.test(stored)).toBe(true);
        expect(normaliseMac(stored)).toBe(stored);
        expect(macAddressSchema.safeParse(stored).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never accepts broadcast, all-zero or multicast addresses', () => {
    fc.assert(
      fc.property(
        sixOctets,
        fc.constantFrom(':', '-', ''),
        fc.constantFrom('broadcast', 'zero', 'multicast'),
        (octets, separator, kind) => {
          const bytes =
            kind === 'broadcast'
              ? [255, 255, 255, 255, 255, 255]
              : kind === 'zero'
                ? [0, 0, 0, 0, 0, 0]
                : [(octets[0] ?? 0) | 1, ...octets.slice(1)];
          const text = bytes
            .map((octet) => octet.toString(16).padStart(2, '0'))
            .join(separator);
          expect(normaliseMac(text)).toBeNull();
          expect(normaliseMac(text.toUpperCase())).toBeNull();
          expect(macAddressSchema.safeParse(text).success).toBe(false);
        },
      ),
    );
  });

  it('keeps every unicast, non-zero MAC it is given', () => {
    fc.assert(
      fc.property(sixOctets, (octets) => {
        fc.pre(octets.some((octet) => octet !== 0));
        const bytes = [(octets[0] ?? 0) & 0xfe, ...octets.slice(1)];
        fc.pre(bytes.some((octet) => octet !== 0));
        const text = bytes
          .map((octet) => octet.toString(16).padStart(2, '0'))
          .join(':')
          .toUpperCase();
        expect(normaliseMac(text)).toBe(text);
      }),
    );
  });
});

describe('money (property)', () => {
  const twoDecimals = /^\d+(?:\.\d{1,2})?$/;

  it('accepted numbers are finite, above zero, at most MAX_AMOUNT, with at most two decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc
            .integer({ min: -100, max: 100_000_000 })
            .map((cents) => cents / 100),
          fc
            .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.double())
            .map(([whole, part]) => whole + part),
        ),
        (value) => {
          const isAccepted = amountSchema.safeParse(value).success;
          expect(isAccepted).toBe(isValidAmount(value));
          if (isAccepted) {
            expect(Number.isFinite(value)).toBe(true);
            expect(value).toBeGreaterThan(0);
            expect(value).toBeLessThanOrEqual(MAX_AMOUNT);
            expect(String(value)).toMatch(twoDecimals);
            expect(Math.round(value * 100) / 100).toBe(value);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('accepts every whole number of cents in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT * 100 }), (cents) => {
        expect(isValidAmount(cents / 100)).toBe(true);
      }),
    );
  });

  it('parses typed amounts only into accepted amounts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          fc
            .tuple(
              fc.nat({ max: 99_999_999 }),
              fc.constantFrom('.', ','),
              fc.string({
                unit: fc.constantFrom(...'0123456789'),
                maxLength: 4,
              }),
            )
            .map(([whole, mark, decimals]) => `${whole}${mark}${decimals}`),
        ),
        (typed) => {
          const amount = parseAmountInput(typed);
          if (amount === null) {
            return;
          }
          expect(isValidAmount(amount)).toBe(true);
          expect(amountSchema.safeParse(amount).success).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('e-mail validator (property)', () => {
  it('accepted addresses respect the RFC 5321 lengths and hold no unsafe character', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.emailAddress(),
          anyText,
          fc
            .tuple(
              fc.string({
                unit: fc.constantFrom('a', '.', '+', '\u0000'),
                maxLength: 80,
              }),
              fc.domain(),
            )
            .map(([local, domain]) => `${local}@${domain}`),
        ),
        (value) => {
          const isAccepted = emailSchema.safeParse(value).success;
          if (!isAccepted) {
            return;
          }
          expect(isValidEmail(value)).toBe(true);
          expect(value.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
          const local = value.slice(0, value.lastIndexOf('@'));
          expect(local.length).toBeLessThanOrEqual(EMAIL_LOCAL_MAX_LENGTH);
          expect(isCleanText(value, { isMultiline: false })).toBe(true);
          expect(value).not.toMatch(/[\s,;<>"]/);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses every local part longer than 64 characters', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'b', '1'),
          minLength: 65,
          maxLength: 200,
        }),
        (local) => {
          expect(isValidEmail(`${local}@example.com`)).toBe(false);
          expect(emailSchema.safeParse(`${local}@example.com`).success).toBe(
            false,
          );
        },
      ),
    );
  });
});

describe('text validator (property)', () => {
  it('accepts a text exactly when it has no lone surrogate, control or bidi character', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, codeUnits, fc.string({ unit: 'grapheme' })),
        fc.boolean(),
        (value, isMultiline) => {
          const isAccepted = isCleanText(value, { isMultiline });
          const hasForbidden =
            [...value].some((char) => {
              const unit = char.charCodeAt(0);
              // A lone surrogate stays one code point when spread.
              return (
                (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) ||
                isForbiddenUnit(unit, isMultiline)
              );
            }) ||
            (isMultiline && /\r(?!\n)/.test(value));
          expect(isAccepted).toBe(!hasForbidden);
          if (isAccepted) {
            expect(encodeURIComponent(value)).toBeTypeOf('string');
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('keeps clean text clean when tabs and line breaks join it in multi-line fields', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme-ascii' }), { maxLength: 6 }),
        fc.constantFrom('\n', '\r\n', '\t'),
        (lines, joiner) => {
          const clean = lines.map((line) =>
            [...line]
              .filter((char) => char >= ' ' && char !== '\u007f')
              .join(''),
          );
          expect(isCleanText(clean.join(joiner), { isMultiline: true })).toBe(
            true,
          );
        },
      ),
    );
  });
});

describe('redirect URL check (property)', () => {
  const privateIpv4 = fc.oneof(
    fc.tuple(fc.constant(10), hexOctet, hexOctet, hexOctet),
    fc.tuple(fc.constant(127), hexOctet, hexOctet, hexOctet),
    fc.tuple(
      fc.constant(172),
      fc.integer({ min: 16, max: 31 }),
      hexOctet,
      hexOctet,
    ),
    fc.tuple(fc.constant(192), fc.constant(168), hexOctet, hexOctet),
    fc.tuple(fc.constant(169), fc.constant(254), hexOctet, hexOctet),
    fc.tuple(fc.constant(0), hexOctet, hexOctet, hexOctet),
  );

  /** The same address in the notations the WHATWG URL parser normalises. */
  const spellings = (octets: readonly number[]): string[] => {
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    const whole = ((a * 256 + b) * 256 + c) * 256 + d;
    return [
      `${a}.${b}.${c}.${d}`,
      String(whole),
      `0x${whole.toString(16)}`,
      `0${whole.toString(8)}`,
      octets.map((octet) => `0x${octet.toString(16)}`).join('.'),
      octets.map((octet) => `0${octet.toString(8)}`).join('.'),
      `${a}.${(b * 256 + c) * 256 + d}`,
      `[::ffff:${a}.${b}.${c}.${d}]`,
    ];
  };

  it('refuses private, loopback and link-local IPv4 hosts however they are written', () => {
    fc.assert(
      fc.property(privateIpv4, fc.webPath(), (octets, path) => {
        for (const host of spellings(octets)) {
          expect(redirectUrlProblem(`https://${host}${path}`)).toBe(
            'url_private_host',
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses loopback names, unique-local and link-local IPv6 hosts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.domain().map((domain) => `${domain}.localhost`),
          fc
            .tuple(
              fc.integer({ min: 0xfc00, max: 0xfdff }),
              fc.nat({ max: 0xffff }),
            )
            .map(
              ([first, last]) =>
                `[${first.toString(16)}::${last.toString(16)}]`,
            ),
          fc
            .tuple(
              fc.integer({ min: 0xfe80, max: 0xfebf }),
              fc.nat({ max: 0xffff }),
            )
            .map(
              ([first, last]) =>
                `[${first.toString(16)}::${last.toString(16)}]`,
            ),
        ),
        (host) => {
          expect(redirectUrlProblem(`https://${host}/`)).toBe(
            'url_private_host',
          );
        },
      ),
    );
  });

  it('accepts only https URLs with a public host, no credentials, at most 2 048 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withFragments: true, withQueryParameters: true }),
          fc.webUrl({
            authoritySettings: {
              withUserInfo: true,
              withIPv4: true,
              withIPv6: true,
              withIPv4Extended: true,
              withPort: true,
            },
          }),
          anyText.map((text) => `https://${text}`),
        ),
        (value) => {
          if (redirectUrlProblem(value) !== null) {
            return;
          }
          expect(value.length).toBeLessThanOrEqual(2048);
          const url = new URL(value);
          expect(url.protocol).toBe('https:');
          expect(url.username).toBe('');
          expect(url.password).toBe('');
          expect(isPublicHost(url.hostname)).toBe(true);
          expect(isCleanText(value, { isMultiline: false })).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
