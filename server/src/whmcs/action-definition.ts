import type { z } from 'zod';

import type { WhmcsParams } from './form-params.js';

/**
 * Everything the client needs to call one WHMCS action: the reply schema, the
 * retry class and optional defaults; `Params` is carried only as a type.
 */
export interface WhmcsActionDefinition<
  Params extends WhmcsParams,
  ReplySchema extends z.ZodType,
> {
  /** Only `Get*` actions are reads: they may be retried once inside the deadline. */
  readonly isRead: boolean;
  readonly replySchema: ReplySchema;
  /** Parameters sent unless the caller passes its own value. */
  readonly defaultParams?: Partial<Params>;
  /** Larger size cap for an action whose reply legitimately exceeds the client's (attachments). */
  readonly maxResponseBytes?: number;
  /** Type-only marker for the parameters; never set at runtime. */
  readonly paramsType?: Params;
}

/**
 * Declares an action with its parameter type fixed first, so the reply schema
 * type is inferred: `defineAction<MyParams>()({ isRead, replySchema })`.
 */
export function defineAction<Params extends WhmcsParams>() {
  return <ReplySchema extends z.ZodType>(
    definition: Omit<WhmcsActionDefinition<Params, ReplySchema>, 'paramsType'>,
  ): WhmcsActionDefinition<Params, ReplySchema> => definition;
}
