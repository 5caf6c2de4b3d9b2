import { z } from 'zod';

/** A list of ids split by the separator given; unset gives the fallback. */
export const idList = (separator: RegExp, fallback: number[]) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') {
        return fallback;
      }
      const ids = value
        .split(separator)
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id < 0)) {
        ctx.addIssue({ code: 'custom', message: 'must be a list of ids' });
        return z.NEVER;
      }
      return ids;
    });

/** `from:to,to;from:to`: the plans each product may move to (UPGRADE_PATHS). */
export const upgradePaths = z
  .string()
  .optional()
  .transform((value, ctx): Map<number, number[]> | undefined => {
    if (value === undefined || value.trim() === '') {
      return undefined;
    }
    const paths = new Map<number, number[]>();
    for (const entry of value.split(';').map((part) => part.trim())) {
      if (!entry) {
        continue;
      }
      const [from = '', targets = '', ...rest] = entry.split(':');
      const ids = targets
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number);
      const fromId = Number(from.trim());
      if (
        rest.length > 0 ||
        !Number.isInteger(fromId) ||
        fromId <= 0 ||
        ids.length === 0 ||
        ids.some((id) => !Number.isInteger(id) || id <= 0 || id === fromId)
      ) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be product:target,target pairs separated by semicolons (e.g. 3:2,1;2:1)',
        });
        return z.NEVER;
      }
      paths.set(fromId, [...new Set([...(paths.get(fromId) ?? []), ...ids])]);
    }
    return paths;
  });

/**
 * ORDER_PRODUCT_GROUPS: `gid:Name,gid:Name` (the name shown above the
 * group's products, since GetProducts does not give it; `gid` alone shows none).
 */
export const orderGroups = z
  .string()
  .optional()
  .transform((value, ctx): { id: number; name: string }[] | undefined => {
    if (value === undefined || value.trim() === '') {
      return undefined;
    }
    const groups = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [id = '', ...name] = entry.split(':');
        return { id: Number(id.trim()), name: name.join(':').trim() };
      });
    if (groups.some((group) => !Number.isInteger(group.id) || group.id <= 0)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be group ids, each optionally with :Name, separated by commas',
      });
      return z.NEVER;
    }
    return groups;
  });

/** WITHDRAWAL_METHODS: the `id:Name` ways an affiliate may be paid out. */
export const withdrawalMethods = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const source = value?.trim() || 'paypal:PayPal,banktransfer:Bank transfer';
    const methods = source.split(',').map((entry) => {
      const [id, ...name] = entry.split(':');
      return { id: (id ?? '').trim(), name: name.join(':').trim() };
    });
    if (
      methods.some(
        (method) => !/^[a-z0-9_-]+$/i.test(method.id) || !method.name,
      )
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a list of id:Name pairs separated by commas',
      });
      return z.NEVER;
    }
    return methods;
  });
