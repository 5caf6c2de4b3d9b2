import { call } from '@/lib/api-client';

import {
  banner,
  bannerSlot,
  button,
  cardHeader,
  describeError,
  field,
  isRefusal,
} from './controls';
import { h, ICONS } from './dom';
import { hasPasskeys, passkeyBanner, passkeyButton } from './passkey-entry';
import type { SignInContext } from './sign-in-context';
import { signInView } from './sign-in-view';
import { footer, linkButton } from './view-parts';

/**
 * Six digits from the authenticator app, or a recovery code (`ABCDE-FGHIJ`;
 * case, spaces and the dash do not matter), as the contract takes them.
 */
const CODE_PATTERN = /^[0-9A-Za-z -]{6,24}$/;

/** Back to the first step with a note: the pending sign-in has expired. */
function startAgain(ctx: SignInContext): void {
  ctx.show((inner) =>
    signInView(inner, 'email', ctx.t('login.secondFactor.expired')),
  );
}

/** The code input: text, since recovery codes have letters. */
function codeInput(): HTMLInputElement {
  return h('input', {
    type: 'text',
    name: 'code',
    autocomplete: 'one-time-code',
    autocapitalize: 'characters',
    autocorrect: 'off',
    spellcheck: 'false',
    maxlength: 24,
  });
}

/**
 * The second step of a sign-in, for customers with a second factor: the
 * code from their authenticator app or a recovery code, or a passkey
 * instead. The server keeps the first step in a cookie for 5 minutes.
 */
export function secondFactorView(ctx: SignInContext): HTMLElement {
  const { t } = ctx;
  const input = codeInput();
  const control = field({
    label: t('login.secondFactor.label'),
    input,
    description: h('p', { class: 'field-hint' }, t('login.secondFactor.help')),
  });
  const alert = bannerSlot();
  const submit = button(t('login.secondFactor.submit'), { type: 'submit' });
  const passkey = hasPasskeys()
    ? passkeyButton(ctx, t('login.secondFactor.usePasskey'), (message) =>
        alert.show(passkeyBanner(message)),
      )
    : null;
  const form = h(
    'form',
    { class: 'stack', novalidate: true },
    control.element,
    alert.element,
    submit,
    passkey,
  );
  input.addEventListener('input', () => control.setError(null));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const code = input.value.trim();
    if (!CODE_PATTERN.test(code)) {
      control.setError(
        t(code ? 'login.secondFactor.format' : 'login.secondFactor.empty'),
      );
      input.focus();
      return;
    }
    submit.setBusy(true);
    alert.show(null);
    call('secondFactor', { code })
      .then((response) => ctx.signedIn(response.user))
      .catch((error: unknown) => {
        submit.setBusy(false);
        if (isRefusal(error, ['SECOND_FACTOR_REQUIRED', 'UNAUTHENTICATED'])) {
          startAgain(ctx);
          return;
        }
        const isWrong = isRefusal(error, ['SECOND_FACTOR_INVALID']);
        alert.show(
          banner(
            'error',
            isWrong
              ? t('login.secondFactor.invalid')
              : describeError(t, ctx.locale, error),
          ),
        );
        if (isWrong) {
          input.setAttribute('aria-invalid', 'true');
          input.toggleAttribute('data-error', true);
          input.select();
          input.focus();
        }
      });
  });
  queueMicrotask(() => input.focus());
  return h(
    'div',
    {},
    cardHeader({
      iconPath: ICONS.shield,
      title: t('login.secondFactor.title'),
      description: [t('login.secondFactor.intro')],
    }),
    form,
    footer(
      linkButton(
        t('login.secondFactor.back'),
        () => ctx.show(signInView),
        ICONS.arrowLeft,
      ),
    ),
  );
}
