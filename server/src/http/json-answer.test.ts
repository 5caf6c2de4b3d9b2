import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { checkedJson, joinedAnswer } from './json-answer.js';

const bodySchema = z.object({ items: z.array(z.number()), note: z.string() });
const headSchema = z.object({
  user: z.object({ id: z.number() }).optional(),
  mark: z.string().nullable().optional(),
});

describe('checkedJson', () => {
  it('drops keys the schema does not name, as the response serialiser does', () => {
    const value = { items: [1, 2], note: 'a', secret: 'never sent' };
    expect(checkedJson(bodySchema, value)).toBe('{"items":[1,2],"note":"a"}');
  });

  it('refuses a value that does not match', () => {
    expect(() =>
      checkedJson(bodySchema, { items: ['x'], note: 'a' } as never),
    ).toThrow(z.ZodError);
  });
});

describe('joinedAnswer', () => {
  const body = checkedJson(bodySchema, { items: [1], note: 'b' });

  it('is one JSON object: the envelope, the head, then the body', () => {
    const answer = joinedAnswer(
      headSchema,
      { user: { id: 7 }, mark: null },
      body,
    );
    expect(answer.json).toBe(
      '{"error":false,"user":{"id":7},"mark":null,"items":[1],"note":"b"}',
    );
    expect(JSON.parse(answer.json)).toEqual({
      error: false,
      user: { id: 7 },
      mark: null,
      items: [1],
      note: 'b',
    });
  });

  it('takes an empty head and an empty body', () => {
    expect(joinedAnswer(headSchema, {}, body).json).toBe(
      '{"error":false,"items":[1],"note":"b"}',
    );
    expect(joinedAnswer(headSchema, { mark: 'x' }, '{}').json).toBe(
      '{"error":false,"mark":"x"}',
    );
  });

  it('checks the head every time and drops what its schema does not name', () => {
    expect(
      joinedAnswer(
        headSchema,
        { user: { id: 7 }, extra: 1 } as z.output<typeof headSchema>,
        body,
      ).json,
    ).not.toContain('extra');
    expect(() =>
      joinedAnswer(headSchema, { user: { id: 'seven' } } as never, body),
    ).toThrow(z.ZodError);
  });

  it('refuses a body that is not a JSON object', () => {
    expect(() => joinedAnswer(headSchema, {}, '[1,2]')).toThrow(TypeError);
  });
});
