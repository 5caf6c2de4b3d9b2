import type { z } from 'zod';

/**
 * An answer already checked against its endpoint's response schema and
 * serialised, envelope included: {@link defineRoute} sends its text as it
 * is. A use case that answers the same large body again and again (the
 * dashboard from its read cache) checks and serialises that body once, when
 * it is loaded, instead of on every request.
 *
 * Only {@link checkedJson} and {@link joinedAnswer} make one, so its text has
 * always gone through a schema.
 */
export class JsonAnswer {
  private constructor(readonly json: string) {}

  /** @internal Made by the functions below only. */
  static fromChecked(json: string): JsonAnswer {
    return new JsonAnswer(json);
  }
}

/**
 * `value` checked by `schema` as the response serialiser checks an answer
 * (unknown keys dropped) and serialised; throws when it does not match.
 * The serialiser encodes; a response schema holds no transform (encoding
 * refuses one), so parsing gives the same value, and zod parses an object
 * about ten times faster than it encodes one.
 */
export function checkedJson<S extends z.ZodType>(
  schema: S,
  value: z.output<S>,
): string {
  return JSON.stringify(schema.parse(value));
}

/**
 * The answer whose members are those of `head` (checked by `headSchema`
 * now, with the success envelope) and those of `bodyJson`, an object that
 * {@link checkedJson} made earlier from the rest of the response schema.
 * The two schemas share no key, so no member appears twice.
 */
export function joinedAnswer<S extends z.ZodType>(
  headSchema: S,
  head: z.output<S>,
  bodyJson: string,
): JsonAnswer {
  const headJson = checkedJson(headSchema, head);
  if (!headJson.startsWith('{') || !bodyJson.startsWith('{')) {
    throw new TypeError('Only JSON objects can be joined');
  }
  const envelope =
    headJson === '{}'
      ? '{"error":false'
      : `{"error":false,${headJson.slice(1, -1)}`;
  return JsonAnswer.fromChecked(
    bodyJson === '{}' ? `${envelope}}` : `${envelope},${bodyJson.slice(1)}`,
  );
}
