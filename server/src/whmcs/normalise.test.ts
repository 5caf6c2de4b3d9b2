import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  attachmentListSchema,
  booleanSchema,
  countSchema,
  dateSchema,
  dateTimeSchema,
  createFlatListSchema,
  idSchema,
  integerSchema,
  createKeyedRecordSchema,
  moneySchema,
  numberSchema,
  refIdSchema,
  requiredTextSchema,
  textSchema,
  createWrappedListSchema,
  collectDroppedRecords,
  decodeWhmcsText,
  rawTextSchema,
  serviceStatusSchema,
  ticketStatusSchema,
} from './normalise.js';

function accepts<T>(schema: z.ZodType<T>, input: unknown): T {
  return schema.parse(input);
}

function refuses(schema: z.ZodType, input: unknown): boolean {
  return !schema.safeParse(input).success;
}

describe('numberSchema', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['0.000', 0],
    ['-1.50', -1.5],
    [2.5, 2.5],
  ])('reads %j as %j', (input, expected) => {
    expect(accepts(numberSchema, input)).toBe(expected);
  });

  it.each(['', 'abc', '1e3', ' 1', '0x10', 'Infinity', null, true, Infinity])(
    'refuses %j',
    (input) => {
      expect(refuses(numberSchema, input)).toBe(true);
    },
  );
});

describe('integer and id schemas', () => {
  it('reads integers from numbers and integer strings', () => {
    expect(accepts(integerSchema, '42')).toBe(42);
    expect(accepts(integerSchema, -3)).toBe(-3);
    expect(accepts(idSchema, '1')).toBe(1);
    expect(accepts(idSchema, 2361)).toBe(2361);
    expect(accepts(countSchema, '0')).toBe(0);
    expect(accepts(refIdSchema, 0)).toBe(0);
  });

  it.each(['1.5', 1.5, '', 'abc', null, '9007199254740993'])(
    'refuses %j as an integer',
    (input) => {
      expect(refuses(integerSchema, input)).toBe(true);
    },
  );

  it('refuses 0 and negatives as an id, and negatives as a count', () => {
    expect(refuses(idSchema, 0)).toBe(true);
    expect(refuses(idSchema, '0')).toBe(true);
    expect(refuses(idSchema, -1)).toBe(true);
    expect(refuses(countSchema, '-1')).toBe(true);
  });
});

describe('moneySchema', () => {
  it.each([
    ['15.95', '15.95'],
    [15.95, '15.95'],
    ['15.9', '15.90'],
    [15, '15.00'],
    ['0', '0.00'],
    ['-1.00', '-1.00'],
    ['-0.00', '0.00'],
    ['12.950', '12.95'],
    ['007.5', '7.50'],
    [0.1, '0.10'],
  ])('reads %j as %j', (input, expected) => {
    expect(accepts(moneySchema, input)).toBe(expected);
  });

  it.each(['', 'abc', '$15.95', '15,95', '1.999', '1e3', null, true, NaN])(
    'refuses %j',
    (input) => {
      expect(refuses(moneySchema, input)).toBe(true);
    },
  );
});

describe('booleanSchema', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['on', true],
    ['', false],
    ['off', false],
    ['TRUE', true],
  ])('reads %j as %j', (input, expected) => {
    expect(accepts(booleanSchema, input)).toBe(expected);
  });

  it.each(['maybe', 2, -1, null, {}])('refuses %j', (input) => {
    expect(refuses(booleanSchema, input)).toBe(true);
  });
});

describe('dateSchema', () => {
  it.each([
    ['2025-05-14', '2025-05-14'],
    ['0000-00-00', null],
    ['', null],
    [null, null],
    ['2024-02-29', '2024-02-29'],
  ])('reads %j as %j', (input, expected) => {
    expect(accepts(dateSchema, input)).toBe(expected);
  });

  it.each(['2025-13-01', '2025-02-30', '14/05/2025', '2025-5-1', 20250514])(
    'refuses %j',
    (input) => {
      expect(refuses(dateSchema, input)).toBe(true);
    },
  );
});

describe('dateTimeSchema', () => {
  it.each([
    ['2025-05-14 09:30:00', '2025-05-14 09:30:00'],
    ['2025-05-14T09:30:00', '2025-05-14 09:30:00'],
    ['0000-00-00 00:00:00', null],
    ['0000-00-00', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (input, expected) => {
    expect(accepts(dateTimeSchema, input)).toBe(expected);
  });

  it.each([
    '2025-05-14',
    '2025-05-14 24:00:00',
    '2025-05-14 09:60:00',
    '2025-02-30 10:00:00',
    'yesterday',
    0,
  ])('refuses %j', (input) => {
    expect(refuses(dateTimeSchema, input)).toBe(true);
  });
});

describe('text schemas', () => {
  it('reads strings, numbers and null', () => {
    expect(accepts(textSchema, 'abc')).toBe('abc');
    expect(accepts(textSchema, 42)).toBe('42');
    expect(accepts(textSchema, null)).toBe('');
    expect(refuses(textSchema, true)).toBe(true);
    expect(refuses(textSchema, {})).toBe(true);
  });

  it('requires a non-empty text where we rely on it', () => {
    expect(accepts(requiredTextSchema, 'Active')).toBe('Active');
    expect(refuses(requiredTextSchema, '')).toBe(true);
    expect(refuses(requiredTextSchema, null)).toBe(true);
  });
});

describe('createWrappedListSchema', () => {
  const products = z.object({
    products: createWrappedListSchema('product', z.object({ id: idSchema })),
  });

  it.each([
    ['a list', { product: [{ id: '1' }, { id: 2 }] }, [{ id: 1 }, { id: 2 }]],
    ['a single object', { product: { id: '3' } }, [{ id: 3 }]],
    ['an empty inner string', { product: '' }, []],
    ['an empty inner list', { product: [] }, []],
    ['an inner [[]]', { product: [[]] }, []],
    [
      'an object keyed by index',
      { product: { 0: { id: 1 }, 2: { id: 5 } } },
      [{ id: 1 }, { id: 5 }],
    ],
    ['an empty string', '', []],
    ['an empty list', [], []],
    ['an empty object', {}, []],
    ['[[]]', [[]], []],
    ['null', null, []],
    ['a missing wrapper', undefined, []],
  ])('reads %s', (_label, wrapper, expected) => {
    const input = wrapper === undefined ? {} : { products: wrapper };
    expect(products.parse(input).products).toEqual(expected);
  });

  it('strips unknown keys of items', () => {
    expect(
      products.parse({ products: { product: [{ id: 1, secret: 'x' }] } })
        .products,
    ).toEqual([{ id: 1 }]);
  });

  it.each([
    ['an object without the inner key', { item: [{ id: 1 }] }],
    ['a string', 'none'],
    ['a number', 5],
    ['an inner string', { product: 'abc' }],
  ])('refuses %s', (_label, wrapper) => {
    expect(refuses(products, { products: wrapper })).toBe(true);
  });

  it('leaves out an item that does not match, keeps the others and reports it', () => {
    const { result, dropped } = collectDroppedRecords(() =>
      products.parse({
        products: { product: [{ id: 1 }, { id: 'x' }, { id: 3 }] },
      }),
    );
    expect(result.products).toEqual([{ id: 1 }, { id: 3 }]);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]?.index).toBe(1);
    expect(dropped[0]?.issues.join()).toMatch(/^id: /);
  });

  it('reports nothing when every item matches, and nothing outside a collection', () => {
    expect(
      collectDroppedRecords(() =>
        products.parse({ products: { product: [{ id: 1 }] } }),
      ).dropped,
    ).toEqual([]);
    expect(
      products.parse({ products: { product: [{ id: 'x' }] } }).products,
    ).toEqual([]);
  });
});

describe('createFlatListSchema and attachmentListSchema', () => {
  it('reads flat lists in every empty form', () => {
    const list = createFlatListSchema(z.object({ id: idSchema }));
    expect(list.parse([{ id: '1' }])).toEqual([{ id: 1 }]);
    expect(list.parse({ id: 2 })).toEqual([{ id: 2 }]);
    for (const empty of [[], [[]], '', null, undefined, {}]) {
      expect(list.parse(empty)).toEqual([]);
    }
    expect(refuses(list, 'x')).toBe(true);
  });

  it('reads attachments, with [[]] as none', () => {
    expect(attachmentListSchema.parse([[]])).toEqual([]);
    expect(
      attachmentListSchema.parse([{ filename: 'a.png', index: '0' }]),
    ).toEqual([{ filename: 'a.png', index: 0 }]);
    expect(attachmentListSchema.parse([{ filename: 'a.png' }])).toEqual([]);
  });
});

describe('createKeyedRecordSchema', () => {
  it('reads objects and the PHP empty forms', () => {
    const prices = createKeyedRecordSchema(z.object({ monthly: moneySchema }));
    expect(prices.parse({ USD: { monthly: '9.9' } })).toEqual({
      USD: { monthly: '9.90' },
    });
    for (const empty of [[], '', null, undefined]) {
      expect(prices.parse(empty)).toEqual({});
    }
    expect(refuses(prices, [{ monthly: '1.00' }])).toBe(true);
  });
});

describe('text as WHMCS stores it', () => {
  it.each([
    [
      'Buffering on &quot;BBC One&quot; &amp; ITV - it&#039;s unwatchable',
      'Buffering on "BBC One" & ITV - it\'s unwatchable',
    ],
    [
      'Tom &amp; Jerry&#039;s &quot;best&quot; &lt;3 ü ı 😀',
      'Tom & Jerry\'s "best" <3 ü ı 😀',
    ],
    ['Abc&amp;123&#039;x', "Abc&123'x"],
    ['&euro; and &#8364; and &#x20AC;', '€ and € and €'],
    ['no entities at all', 'no entities at all'],
  ])('decodes %j once', (stored, shown) => {
    expect(textSchema.parse(stored)).toBe(shown);
    expect(decodeWhmcsText(stored)).toBe(shown);
  });

  it('decodes exactly once: typed entities stay text', () => {
    // A customer who typed "&lt;b&gt;" is stored as "&amp;lt;b&amp;gt;".
    expect(textSchema.parse('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(textSchema.parse('AT&amp;amp;T')).toBe('AT&amp;T');
  });

  it('keeps raw text (URLs, HTML bodies) as sent', () => {
    expect(rawTextSchema.parse('<p>a &amp; b</p>')).toBe('<p>a &amp; b</p>');
    expect(rawTextSchema.parse(null)).toBe('');
  });
});

describe('statuses', () => {
  it.each([
    ['Active', 'Active'],
    ['active', 'Active'],
    [' ACTIVE ', 'Active'],
    ['suspended', 'Suspended'],
  ])('reads service status %j as %j', (sent, read) => {
    expect(serviceStatusSchema.parse(sent)).toBe(read);
  });

  it('keeps an unknown status as sent, trimmed, and refuses a missing one', () => {
    expect(ticketStatusSchema.parse(' Waiting on Vendor ')).toBe(
      'Waiting on Vendor',
    );
    expect(ticketStatusSchema.parse('customer-reply')).toBe('Customer-Reply');
    expect(ticketStatusSchema.parse('on hold')).toBe('On Hold');
    expect(refuses(serviceStatusSchema, '')).toBe(true);
    expect(refuses(serviceStatusSchema, '   ')).toBe(true);
    expect(refuses(serviceStatusSchema, null)).toBe(true);
  });
});

describe('dates of WHMCS 8 models', () => {
  it.each([
    ['2026-11-22T10:15:30.000000Z', '2026-11-22 10:15:30'],
    ['2026-11-22T10:15:30+01:00', '2026-11-22 10:15:30'],
    ['2026-11-22 10:15', '2026-11-22 10:15:00'],
  ])('reads the date-time %j', (sent, read) => {
    expect(dateTimeSchema.parse(sent)).toBe(read);
  });

  it('reads the date part of a date-time', () => {
    expect(dateSchema.parse('2026-11-22 00:00:00')).toBe('2026-11-22');
    expect(dateSchema.parse('2026-11-22T00:00:00.000000Z')).toBe('2026-11-22');
    expect(refuses(dateSchema, '2026-02-30T00:00:00Z')).toBe(true);
  });
});
