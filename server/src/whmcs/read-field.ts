import { z } from 'zod';

/**
 * A schema that reads one value of a reply in a single step: `read` answers
 * the value as we keep it, or `undefined` when it is not one, and the issue
 * then says `message`. The fields of a reply are read hundreds of times per
 * dashboard (docs/performance.md): a union, a transform and pipes per field
 * took about a third of the time zod spends on a reply, and a transform's
 * own step gives each value a new issue-adding function. So the schema is a
 * transform (with zod's `.default()`, `.optional()` and types) whose parse
 * step is the read alone, writing its value or its issue into zod's payload.
 */
export function readWith<T>(
  read: (value: unknown) => T | undefined,
  message: string,
): z.ZodTransform<Awaited<T>, unknown> {
  // zod's own transform step, kept as the schema's definition: the same
  // read, should a zod release call it instead of the parse step below.
  const schema = z.transform((value: unknown, context) => {
    const result = read(value);
    if (result === undefined) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return result;
  });
  const internals = schema._zod;
  const readStep: typeof internals.parse = (payload) => {
    const result = read(payload.value);
    if (result === undefined) {
      payload.issues.push({
        code: 'custom',
        message,
        input: payload.value,
        inst: schema,
      });
    } else {
      payload.value = result;
    }
    return payload;
  };
  internals.parse = readStep;
  internals.run = readStep;
  return schema;
}
