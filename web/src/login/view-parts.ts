import { checkEmail } from '@members/contract';

import { fieldMessageOf } from '@/utils/field-message';

import { emailInput, field } from './controls';
import { h, icon } from './dom';
import type { Translate } from './i18n';
import type { SignInContext } from './sign-in-context';

/** The footer of a view of the sign-in card. */
export function footer(...children: (Node | string)[]): HTMLElement {
  return h('div', { class: 'card-footer' }, ...children);
}

/** A button that looks like a link, with an optional icon before its label. */
export function linkButton(
  label: string,
  onClick: () => void,
  iconPath?: string,
): HTMLButtonElement {
  return h(
    'button',
    { type: 'button', class: 'link', onClick },
    iconPath ? icon(iconPath, 16) : null,
    label,
  );
}

/** The message of a field checker's problem code, as the app words it. */
export function fieldMessage(t: Translate, code: string): string {
  const message = fieldMessageOf(code);
  return message ? t(message.key, message.values) : t('errors.VALIDATION');
}

/**
 * The e-mail field of a form, checked before anything is sent; `autocomplete`
 * as the form needs (sign-in's offers passkeys).
 */
export function emailField(ctx: SignInContext, autocomplete?: string) {
  const input = emailInput(ctx.t, ctx.draftEmail, autocomplete);
  const control = field({ label: ctx.t('login.email.label'), input });
  input.addEventListener('input', () => {
    ctx.draftEmail = input.value;
    control.setError(null);
  });
  return {
    ...control,
    input,
    /** The trimmed address, or null after showing what is wrong. */
    check(): string | null {
      const address = input.value.trim();
      const problem = checkEmail(address);
      control.setError(problem && fieldMessage(ctx.t, problem));
      if (problem) {
        input.focus();
        return null;
      }
      return address;
    },
  };
}
