import { builtinRules } from 'eslint/use-at-your-own-risk';

/**
 * ESLint's own rule `name`, its message followed by `reason`: a limit that
 * says why it is there is one a reader can weigh, not just obey.
 */
function withReason(name, reason) {
  const rule = builtinRules.get(name);
  if (!rule) {
    throw new Error(`ESLint has no rule ${name}`);
  }
  const messages = rule.meta?.messages ?? {};
  const fill = (template, data = {}) =>
    template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, key) =>
      String(data[key] ?? ''),
    );
  return {
    meta: { ...rule.meta, messages: { withReason: '{{message}} {{reason}}' } },
    create(context) {
      const report = (descriptor) => {
        const { messageId, message, data, ...rest } = descriptor;
        const text = message ?? fill(messages[messageId] ?? '', data);
        context.report({
          ...rest,
          messageId: 'withReason',
          data: { message: fill(text, data), reason },
        });
      };
      // The context is frozen: the rule gets one built on it, whose report
      // adds the reason.
      return rule.create(Object.create(context, { report: { value: report } }));
    },
  };
}

/** The house's size limits: ESLint's max-lines rules, each with its reason. */
export const sizeLimits = {
  rules: {
    'max-lines': withReason(
      'max-lines',
      'One use case per file (docs/architecture.md, "Size limits"): split it by what each part does, or name it in eslint.config.js\'s exceptions with a reason.',
    ),
    'max-lines-per-function': withReason(
      'max-lines-per-function',
      'A function this long does several things (docs/architecture.md, "Size limits"): give each part a name of its own (a helper, a hook, a component).',
    ),
  },
};
