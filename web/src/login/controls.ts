import type { Locale } from '@members/contract';

import { formatDuration } from '@/features/auth/utils/format-duration';
import { ApiError, errorKey } from '@/lib/api-client';

import { h, icon, ICONS } from './dom';
import type { Child } from './dom';
import type { Translate } from './i18n';

let nextId = 0;

/** A page-unique element id. */
export function uniqueId(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}

/** The icon, title and intro of a card view. */
export function cardHeader(options: {
  iconPath: string;
  title: string;
  description?: Child[];
  isDanger?: boolean;
}): HTMLElement {
  return h(
    'div',
    { class: 'card-header' },
    h(
      'div',
      {
        class: options.isDanger ? 'badge badge-danger' : 'badge',
        'aria-hidden': 'true',
      },
      icon(options.iconPath, 26),
    ),
    h('h1', { class: 'title', tabindex: '-1' }, options.title),
    options.description
      ? h('p', { class: 'dimmed' }, ...options.description)
      : null,
  );
}

/** A banner: errors and guidance are announced at once, success notes politely. */
export function banner(
  kind: 'error' | 'info' | 'success',
  ...children: Child[]
): HTMLElement {
  const isUrgent = kind !== 'success';
  return h(
    'div',
    {
      class: `banner banner-${kind}`,
      role: isUrgent ? 'alert' : 'status',
      'aria-live': isUrgent ? 'assertive' : 'polite',
    },
    icon(kind === 'success' ? ICONS.check : ICONS.alert),
    h('div', { class: 'banner-body' }, ...children),
  );
}

/** A slot that shows at most one banner, replaced or cleared as the form goes. */
export function bannerSlot(): {
  element: HTMLElement;
  show: (node: HTMLElement | null) => void;
} {
  const element = h('div', { class: 'slot' });
  return {
    element,
    show: (node) => element.replaceChildren(...(node ? [node] : [])),
  };
}

/** A submit or action button whose busy state shows a spinner and blocks repeats. */
export function button(
  label: string,
  options: {
    type?: 'submit' | 'button';
    variant?: 'filled' | 'light' | 'default' | 'link';
    onClick?: () => void;
  } = {},
): HTMLButtonElement & { setBusy: (isBusy: boolean) => void } {
  const element = h(
    'button',
    {
      type: options.type ?? 'button',
      class: `btn btn-${options.variant ?? 'filled'}`,
      onClick: options.onClick ? () => options.onClick?.() : undefined,
    },
    h('span', { class: 'btn-label' }, label),
  ) as HTMLButtonElement & { setBusy: (isBusy: boolean) => void };
  element.setBusy = (isBusy) => {
    element.disabled = isBusy;
    element.toggleAttribute('data-loading', isBusy);
    element.setAttribute('aria-busy', String(isBusy));
  };
  return element;
}

/** A labelled input with a place for its error, linked for assistive technology. */
export function field(options: {
  label: string;
  input: HTMLInputElement;
  after?: Child;
  description?: HTMLElement;
}): {
  element: HTMLElement;
  setError: (message: string | null) => void;
} {
  const id = uniqueId('field');
  const errorId = `${id}-error`;
  const { input } = options;
  input.id = id;
  input.classList.add('input');
  const error = h('p', { class: 'field-error', id: errorId, hidden: true });
  const describedBy = [errorId];
  if (options.description) {
    options.description.id = `${id}-description`;
    describedBy.push(options.description.id);
  }
  input.setAttribute('aria-describedby', describedBy.join(' '));
  const element = h(
    'div',
    { class: 'field' },
    h('label', { class: 'label', for: id }, options.label),
    h('div', { class: 'input-wrap' }, input, options.after),
    error,
    options.description,
  );
  return {
    element,
    setError(message) {
      error.textContent = message ?? '';
      error.hidden = !message;
      input.toggleAttribute('data-error', Boolean(message));
      input.setAttribute('aria-invalid', String(Boolean(message)));
    },
  };
}

/**
 * The e-mail address input of the sign-in and signup forms; sign-in's is
 * `username webauthn`, where the browser offers passkeys too.
 */
export function emailInput(
  t: Translate,
  value: string,
  autocomplete = 'email',
): HTMLInputElement {
  const input = h('input', {
    type: 'email',
    name: 'email',
    placeholder: t('login.email.placeholder'),
    autocomplete,
    inputmode: 'email',
    autocapitalize: 'none',
    autocorrect: 'off',
    spellcheck: 'false',
    maxlength: 254,
  });
  input.value = value;
  return input;
}

/** A password input with a show/hide toggle. */
export function passwordInput(
  t: Translate,
  options: { name: string; autocomplete: string; maxLength?: number },
): { input: HTMLInputElement; toggle: HTMLButtonElement } {
  const input = h('input', {
    type: 'password',
    name: options.name,
    autocomplete: options.autocomplete,
    maxlength: options.maxLength,
  });
  const toggle = h('button', {
    type: 'button',
    class: 'reveal',
    'aria-label': t('login.password.show'),
    'aria-pressed': 'false',
  });
  const paint = () => {
    const isShown = input.type === 'text';
    toggle.replaceChildren(icon(isShown ? ICONS.eyeOff : ICONS.eye, 18));
    toggle.setAttribute('aria-pressed', String(isShown));
  };
  toggle.addEventListener('click', () => {
    input.type = input.type === 'password' ? 'text' : 'password';
    paint();
  });
  paint();
  return { input, toggle };
}

/** The message of a failed call in the page's language; a rate limit says how long to wait. */
export function describeError(
  t: Translate,
  locale: Locale,
  error: unknown,
): string {
  if (
    error instanceof ApiError &&
    error.code === 'RATE_LIMITED' &&
    error.retryAfter
  ) {
    return t('login.errors.retryAfter', {
      duration: formatDuration(error.retryAfter, locale),
    });
  }
  return t(errorKey(error));
}

/** Whether a failure is the server refusing what was typed (as opposed to a fault). */
export function isRefusal(error: unknown, codes: readonly string[]): boolean {
  return error instanceof ApiError && codes.includes(error.code);
}
