import {
  checkEmail,
  checkPassword,
  LOGIN_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '@members/contract';

import { saveCodeTimer } from '@/features/auth/utils/code-timer';
import { call } from '@/lib/api-client';
import { authStore } from '@/stores/auth-store';
import { now } from '@/utils/clock';

import { codeView } from './code-view';
import {
  banner,
  bannerSlot,
  button,
  cardHeader,
  describeError,
  field,
  isRefusal,
  passwordInput,
} from './controls';
import { h, ICONS } from './dom';
import type { Translate } from './i18n';
import {
  hasPasskeys,
  passkeyAutofill,
  passkeyBanner,
  passkeyButton,
} from './passkey-entry';
import { secondFactorView } from './second-factor-view';
import type { SignInContext } from './sign-in-context';
import { signupView } from './signup-view';
import { emailField, fieldMessage, footer, linkButton } from './view-parts';

/** The passwordless method's first step: the address to e-mail a code to. */
function codeRequestForm(
  ctx: SignInContext,
  focus?: 'email' | 'submit',
): HTMLElement {
  const { t } = ctx;
  const email = emailField(ctx, 'username webauthn');
  const alert = bannerSlot();
  const submit = button(t('login.request.submit'), { type: 'submit' });
  const form = h(
    'form',
    { class: 'stack', novalidate: true },
    email.element,
    alert.element,
    submit,
    h(
      'p',
      { class: 'hint' },
      t('login.request.hint', { length: LOGIN_CODE_LENGTH }),
    ),
  );
  email.input.addEventListener('input', () => alert.show(null));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const address = email.check();
    if (!address) {
      return;
    }
    authStore.setEmail(address);
    submit.setBusy(true);
    alert.show(null);
    call('sendCode', { email: address, locale: ctx.locale })
      .then((response) => {
        saveCodeTimer({
          email: address,
          sentAt: now(),
          expiresIn: response.expiresIn,
          resendIn: response.resendIn,
          redirectPath: authStore.getState().redirectPath,
        });
        authStore.codeSent(address);
        ctx.show(codeView);
      })
      .catch((error: unknown) => {
        submit.setBusy(false);
        alert.show(banner('error', describeError(t, ctx.locale, error)));
      });
  });
  queueMicrotask(() =>
    (focus === 'submit'
      ? submit
      : focus === 'email'
        ? email.input
        : null
    )?.focus(),
  );
  return form;
}

/** The password method: e-mail and WHMCS password. */
function passwordForm(ctx: SignInContext, onUseCode: () => void): HTMLElement {
  const { t } = ctx;
  const email = emailField(ctx, 'username webauthn');
  const { input: password, toggle } = passwordInput(t, {
    name: 'password',
    autocomplete: 'current-password',
    maxLength: PASSWORD_MAX_LENGTH * 2,
  });
  const passwordControl = field({
    label: t('login.password.label'),
    input: password,
    after: toggle,
  });
  const alert = bannerSlot();
  const submit = button(t('login.password.submit'), { type: 'submit' });
  const useCode = () => {
    if (!checkEmail(email.input.value.trim())) {
      authStore.setEmail(email.input.value.trim());
    }
    onUseCode();
  };
  const form = h(
    'form',
    { class: 'stack', novalidate: true },
    email.element,
    passwordControl.element,
    alert.element,
    submit,
    h(
      'p',
      { class: 'center' },
      linkButton(t('login.password.forgot'), useCode),
    ),
  );
  email.input.addEventListener('input', () => alert.show(null));
  password.addEventListener('input', () => passwordControl.setError(null));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const address = email.check();
    if (!address) {
      return;
    }
    const passwordProblem = checkPassword(password.value);
    if (passwordProblem) {
      passwordControl.setError(fieldMessage(t, passwordProblem));
      password.focus();
      return;
    }
    authStore.setEmail(address);
    submit.setBusy(true);
    alert.show(null);
    call('auth', { email: address, password: password.value })
      .then((response) => ctx.signedIn(response.user))
      .catch((error: unknown) => {
        submit.setBusy(false);
        if (isRefusal(error, ['SECOND_FACTOR_REQUIRED'])) {
          ctx.show(secondFactorView);
          return;
        }
        if (isRefusal(error, ['TWO_FACTOR_REQUIRED'])) {
          alert.show(
            banner(
              'info',
              h('p', {}, t('login.twoFactor.useCode')),
              button(t('login.password.useCodeInstead'), { onClick: useCode }),
            ),
          );
          return;
        }
        alert.show(banner('error', describeError(t, ctx.locale, error)));
        if (isRefusal(error, ['INVALID_CREDENTIALS'])) {
          password.value = '';
          password.focus();
        }
      });
  });
  return form;
}

/** The method switch of the sign-in view: a code by e-mail or the password. */
function methodSwitch(t: Translate, onPick: () => void): HTMLElement {
  const name = 'sign-in-method';
  const methods = [
    { value: 'code', label: t('login.method.code') },
    { value: 'password', label: t('login.method.password') },
  ] as const;
  return h(
    'div',
    {
      class: 'segmented',
      role: 'radiogroup',
      'aria-label': t('login.method.label'),
    },
    ...methods.map((method) => {
      const id = `${name}-${method.value}`;
      return h(
        'div',
        { class: 'segment' },
        h('input', {
          type: 'radio',
          class: 'segment-input',
          id,
          name,
          value: method.value,
          checked:
            authStore.getState().login.passwordLess ===
            (method.value === 'code'),
          onChange: () => {
            authStore.setPasswordLess(method.value === 'code');
            onPick();
          },
        }),
        h('label', { class: 'segment-label', for: id }, method.label),
      );
    }),
  );
}

/**
 * Passkeys, where the browser knows them: offered in the e-mail field's
 * autofill, and a button under the forms.
 */
function passkeyPart(
  ctx: SignInContext,
  isShown: () => boolean,
): HTMLElement | null {
  if (!hasPasskeys()) {
    return null;
  }
  const alert = bannerSlot();
  const onError = (message: string | null) =>
    alert.show(passkeyBanner(message));
  const offerAgain = passkeyAutofill(ctx, onError, isShown);
  return h(
    'div',
    { class: 'stack' },
    h('p', { class: 'divider' }, ctx.t('login.passkey.or')),
    alert.element,
    passkeyButton(ctx, ctx.t('login.passkey.button'), onError, offerAgain),
  );
}

/**
 * The sign-in view: a method switch, the method's form, passkeys, and the
 * way to sign up; `message` is a note above them (why the customer is back).
 */
export function signInView(
  ctx: SignInContext,
  focus?: 'email' | 'submit',
  message?: string,
): HTMLElement {
  const { t } = ctx;
  const slot = h('div');
  const switcher = methodSwitch(t, () => paint());
  const check = (value: 'code' | 'password') => {
    switcher.querySelectorAll('input').forEach((input) => {
      input.checked = input.value === value;
    });
  };
  const paint = (nextFocus?: 'email' | 'submit') => {
    const isPasswordLess = authStore.getState().login.passwordLess;
    slot.replaceChildren(
      isPasswordLess
        ? codeRequestForm(ctx, nextFocus)
        : passwordForm(ctx, () => {
            authStore.setPasswordLess(true);
            check('code');
            paint('submit');
          }),
    );
  };
  paint(focus);
  const view: HTMLElement = h(
    'div',
    {},
    cardHeader({
      iconPath: ICONS.lock,
      title: t('login.title'),
      description: [t('login.subtitle')],
    }),
    h(
      'div',
      { class: 'stack stack-lg' },
      message ? banner('info', message) : null,
      switcher,
      slot,
      passkeyPart(ctx, (): boolean => view.isConnected),
    ),
    footer(
      `${t('login.signup.prompt')} `,
      h(
        'a',
        {
          href: `?signup=1`,
          class: 'anchor strong',
          onClick: (event: Event) => {
            event.preventDefault();
            ctx.setParam('signup', '1', true);
            ctx.show(signupView);
          },
        },
        t('login.signup.open'),
      ),
    ),
  );
  return view;
}
