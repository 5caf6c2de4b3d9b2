import {
  checkEmail,
  checkLoginCode,
  checkNewPassword,
  checkPassword,
  LOGIN_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@members/contract';
import type { AuthUser, Locale } from '@members/contract';

import {
  clearCodeTimer,
  getSecondsLeft,
  readCodeTimer,
  saveCodeTimer,
} from '@/features/auth/utils/code-timer';
import type { CodeTimer } from '@/features/auth/utils/code-timer';
import { formatClock } from '@/features/auth/utils/format-duration';
import { ApiError, call } from '@/lib/api-client';
import { authStore } from '@/stores/auth-store';
import { now } from '@/utils/clock';
import { fieldMessageOf } from '@/utils/field-message';

import { codeBoxes } from './code-boxes';
import {
  banner,
  bannerSlot,
  button,
  cardHeader,
  describeError,
  emailInput,
  field,
  isRefusal,
  passwordInput,
} from './controls';
import { h, icon, ICONS } from './dom';
import type { Translate } from './i18n';

/** What every view of the sign-in card needs. */
export interface SignInContext {
  t: Translate;
  locale: Locale;
  /** Replaces the card's content with another view. */
  show: (view: View) => void;
  /** Leaves the page for where the customer was going, signed in. */
  signedIn: (user: AuthUser) => void;
  /** Sets or removes a query parameter of the address, as a new history entry or in place. */
  setParam: (name: string, value: string | null, isNewEntry: boolean) => void;
  /** A note above the first view (a refused entry link), shown once. */
  notice: HTMLElement | null;
  /** The address as typed so far, kept across methods and views. */
  draftEmail: string;
}

/** A view of the sign-in card. */
export type View = (ctx: SignInContext) => HTMLElement;

function footer(...children: (Node | string)[]): HTMLElement {
  return h('div', { class: 'card-footer' }, ...children);
}

function linkButton(
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

/** The e-mail field of a form, checked before anything is sent. */
function emailField(ctx: SignInContext) {
  const input = emailInput(ctx.t, ctx.draftEmail);
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

/** The passwordless method's first step: the address to e-mail a code to. */
function codeRequestForm(
  ctx: SignInContext,
  focus?: 'email' | 'submit',
): HTMLElement {
  const { t } = ctx;
  const email = emailField(ctx);
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
  const email = emailField(ctx);
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
        if (isRefusal(error, ['TWO_FACTOR_REQUIRED'])) {
          alert.show(
            banner(
              'info',
              h('p', {}, t('errors.TWO_FACTOR_REQUIRED')),
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

/** The sign-in view: a method switch, the method's form, and the way to sign up. */
export function signInView(
  ctx: SignInContext,
  focus?: 'email' | 'submit',
): HTMLElement {
  const { t } = ctx;
  const slot = h('div');
  const name = 'sign-in-method';
  const methods = [
    { value: 'code', label: t('login.method.code') },
    { value: 'password', label: t('login.method.password') },
  ] as const;
  const switcher = h(
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
            paint();
          },
        }),
        h('label', { class: 'segment-label', for: id }, method.label),
      );
    }),
  );
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
  return h(
    'div',
    {},
    cardHeader({
      iconPath: ICONS.lock,
      title: t('login.title'),
      description: [t('login.subtitle')],
    }),
    h('div', { class: 'stack stack-lg' }, switcher, slot),
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
}

function validityColor(share: number): string {
  if (share <= 0.1) {
    return 'red';
  }
  return share <= 0.25 ? 'orange' : 'brand';
}

/** The reason that flags a verifyCode answer without a user id (product rules: Validation), apart from a wrong code. */
export const NO_USER_ID = 'no_userid';

/**
 * The code step: six boxes that submit themselves when full, the time the
 * code stays valid, a resend after the cooldown, and a way back.
 */
export function codeView(ctx: SignInContext): HTMLElement {
  const { t, locale } = ctx;
  const email = authStore.getState().login.email;
  let timer: CodeTimer | null = readCodeTimer(email);
  if (timer?.redirectPath && !authStore.getState().redirectPath) {
    authStore.rememberPath(timer.redirectPath);
  }
  const alert = bannerSlot();
  const submit = button(t('login.code.submit'), { type: 'submit' });
  const boxes = codeBoxes({
    length: LOGIN_CODE_LENGTH,
    label: t('login.code.label'),
    digitLabel: (position) =>
      t('login.code.digit', { position, length: LOGIN_CODE_LENGTH }),
    onChange: (code) => {
      submit.disabled = code.length !== LOGIN_CODE_LENGTH;
      if (code.length === LOGIN_CODE_LENGTH) {
        verify(code);
      }
    },
  });
  submit.disabled = true;
  let isVerifying = false;
  const verify = (code: string) => {
    if (isVerifying || checkLoginCode(code)) {
      return;
    }
    isVerifying = true;
    boxes.setReadOnly(true);
    submit.setBusy(true);
    alert.show(null);
    call('verifyCode', { emailToVerif: email, code })
      .then((response) => {
        if (response.error) {
          throw new ApiError('CODE_INVALID', 401, 'The code was refused');
        }
        if (!response.userid) {
          // Product rules, Validation: verifyCode fails, with a separate flag, when no user id came back.
          throw new ApiError(
            'CODE_INVALID',
            401,
            'The answer has no user id',
            NO_USER_ID,
          );
        }
        clearCodeTimer();
        ctx.signedIn(response.user);
      })
      .catch((error: unknown) => {
        isVerifying = false;
        boxes.setReadOnly(false);
        submit.setBusy(false);
        const isNoUser =
          error instanceof ApiError && error.reason === NO_USER_ID;
        alert.show(
          banner(
            'error',
            isNoUser
              ? t('login.code.noAccount')
              : describeError(t, locale, error),
          ),
        );
        if (isNoUser) {
          submit.disabled = boxes.value().length !== LOGIN_CODE_LENGTH;
        } else if (isRefusal(error, ['CODE_INVALID', 'VALIDATION'])) {
          boxes.setInvalid(true);
          boxes.clear();
          submit.disabled = true;
        } else {
          submit.disabled = boxes.value().length !== LOGIN_CODE_LENGTH;
        }
      });
  };

  const label = h('span', { class: 'small' });
  const clock = h('span', { class: 'small clock strong' });
  const bar = h('div', { class: 'progress-bar' });
  const progress = h(
    'div',
    {
      class: 'progress',
      role: 'progressbar',
      'aria-label': t('login.code.validity'),
      'aria-valuemin': 0,
      'aria-valuemax': 100,
    },
    bar,
  );
  const validity = h(
    'div',
    { class: 'validity' },
    h('div', { class: 'row' }, label, clock),
    progress,
  );
  const resend = button(t('login.code.resend'), { variant: 'light' });
  const resendLabel = resend.querySelector('.btn-label') ?? resend;
  const paintClock = () => {
    const left = timer ? getSecondsLeft(timer, now()) : null;
    validity.hidden = !timer || !left;
    if (timer && left) {
      const isExpired = left.expiresIn === 0;
      const share = left.expiresIn / timer.expiresIn;
      label.textContent = isExpired
        ? t('login.code.expired')
        : t('login.code.validity');
      clock.textContent = formatClock(left.expiresIn);
      validity.toggleAttribute('data-expired', isExpired);
      const percent = Math.round(share * 1000) / 10;
      bar.style.width = `${percent}%`;
      bar.dataset.color = validityColor(share);
      progress.setAttribute('aria-valuenow', String(percent));
    }
    const canResend = !left || left.resendIn === 0;
    if (!resend.hasAttribute('data-loading')) {
      resend.disabled = !canResend;
    }
    resendLabel.textContent =
      canResend || !left
        ? t('login.code.resend')
        : t('login.code.resendIn', { time: formatClock(left.resendIn) });
  };
  const ticker = window.setInterval(() => {
    if (!document.body.contains(validity)) {
      window.clearInterval(ticker);
      return;
    }
    paintClock();
  }, 1000);
  paintClock();

  resend.addEventListener('click', () => {
    resend.setBusy(true);
    alert.show(null);
    call('sendCode', { email, locale })
      .then((response) => {
        timer = {
          email,
          sentAt: now(),
          expiresIn: response.expiresIn,
          resendIn: response.resendIn,
          redirectPath: authStore.getState().redirectPath,
        };
        saveCodeTimer(timer);
        alert.show(banner('success', t('login.code.resent')));
        boxes.clear();
        boxes.focus();
      })
      .catch((error: unknown) =>
        alert.show(banner('error', describeError(t, locale, error))),
      )
      .finally(() => {
        resend.setBusy(false);
        paintClock();
      });
  });

  const form = h(
    'form',
    { class: 'stack stack-lg', novalidate: true },
    boxes.element,
    validity,
    alert.element,
    submit,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    verify(boxes.value());
  });
  queueMicrotask(() => boxes.focus());
  return h(
    'div',
    {},
    cardHeader({
      iconPath: ICONS.mail,
      title: t('login.code.title'),
      description: [
        t('login.code.sentTo', { length: LOGIN_CODE_LENGTH }),
        h('br'),
        h('span', { class: 'address' }, email),
      ],
    }),
    form,
    h(
      'div',
      { class: 'card-footer stack stack-xs center' },
      h('p', { class: 'small dimmed' }, t('login.code.noCode')),
      resend,
      linkButton(
        t('login.code.otherAddress'),
        () => {
          clearCodeTimer();
          authStore.cancelCode();
          ctx.show((inner) => signInView(inner, 'email'));
        },
        ICONS.arrowLeft,
      ),
    ),
  );
}

function passwordRules(
  t: Translate,
  password: string,
  shouldFlagUnmet: boolean,
): HTMLElement[] {
  const problem = checkNewPassword(password);
  const isLongEnough = problem !== 'password_too_short';
  const isShortEnough = problem !== 'password_too_long';
  const rule = (isMet: boolean, isBroken: boolean, text: string) =>
    h(
      'li',
      { class: 'rule', 'data-met': isMet, 'data-broken': isBroken },
      icon(isMet ? ICONS.check : ICONS.circle, 16),
      h('span', {}, text),
      h(
        'span',
        { class: 'visually-hidden' },
        t(isMet ? 'login.signup.rules.met' : 'login.signup.rules.notMet'),
      ),
    );
  const rules = [
    rule(
      isLongEnough,
      shouldFlagUnmet && !isLongEnough,
      t('login.signup.rules.minLength', { min: PASSWORD_MIN_LENGTH }),
    ),
  ];
  if (!isShortEnough) {
    rules.push(
      rule(
        false,
        true,
        t('login.signup.rules.maxLength', { max: PASSWORD_MAX_LENGTH }),
      ),
    );
  }
  return rules;
}

function backToSignIn(ctx: SignInContext): void {
  ctx.setParam('signup', null, true);
  ctx.show(signInView);
}

/** Signup: e-mail and a new password, then "check your mailbox". */
export function signupView(ctx: SignInContext): HTMLElement {
  const { t, locale } = ctx;
  const email = emailField(ctx);
  const { input: password, toggle } = passwordInput(t, {
    name: 'new-password',
    autocomplete: 'new-password',
  });
  const rules = h('ul', { class: 'rules' });
  let isRefused = false;
  const paintRules = () =>
    rules.replaceChildren(...passwordRules(t, password.value, isRefused));
  const passwordControl = field({
    label: t('login.signup.passwordLabel'),
    input: password,
    after: toggle,
    description: rules,
  });
  const alert = bannerSlot();
  const submit = button(t('login.signup.submit'), { type: 'submit' });
  paintRules();
  password.addEventListener('input', () => {
    isRefused = false;
    password.toggleAttribute('data-error', false);
    password.setAttribute('aria-invalid', 'false');
    alert.show(null);
    paintRules();
  });
  email.input.addEventListener('input', () => alert.show(null));
  const form = h(
    'form',
    { class: 'stack', novalidate: true },
    email.element,
    passwordControl.element,
    alert.element,
    submit,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const address = email.check();
    isRefused = checkNewPassword(password.value) !== null;
    password.toggleAttribute('data-error', isRefused);
    password.setAttribute('aria-invalid', String(isRefused));
    paintRules();
    if (!address) {
      return;
    }
    if (isRefused) {
      password.focus();
      return;
    }
    authStore.setEmail(address);
    submit.setBusy(true);
    call('signup', { email: address, password: password.value, locale })
      .then(() => {
        password.value = '';
        ctx.show((inner) => mailSentView(inner, address));
      })
      .catch((error: unknown) => {
        submit.setBusy(false);
        alert.show(banner('error', describeError(t, locale, error)));
      });
  });
  queueMicrotask(() => (email.input.value ? password : email.input).focus());
  return h(
    'div',
    {},
    cardHeader({
      iconPath: ICONS.userPlus,
      title: t('login.signup.title'),
      description: [t('login.signup.subtitle')],
    }),
    form,
    footer(
      `${t('login.signup.haveAccount')} `,
      h(
        'a',
        {
          href: '?',
          class: 'anchor strong',
          onClick: (event: Event) => {
            event.preventDefault();
            backToSignIn(ctx);
          },
        },
        t('login.signup.signIn'),
      ),
    ),
  );
}

function mailSentView(ctx: SignInContext, address: string): HTMLElement {
  const { t } = ctx;
  const view = h(
    'div',
    {},
    cardHeader({
      iconPath: ICONS.mail,
      title: t('login.signup.sentTitle'),
      description: [
        t('login.signup.sentTo'),
        h('br'),
        h('span', { class: 'address' }, address),
      ],
    }),
    h(
      'div',
      { class: 'stack' },
      h(
        'p',
        { class: 'small center', role: 'status' },
        t('login.signup.sentHelp'),
      ),
      h('p', { class: 'small dimmed center' }, t('login.signup.spam')),
      button(t('login.signup.back'), { onClick: () => backToSignIn(ctx) }),
    ),
  );
  queueMicrotask(() => view.querySelector<HTMLElement>('h1')?.focus());
  return view;
}

/**
 * Arrival from the signup e-mail (`?confirm=<token>`): confirms once and
 * signs in; a link that fails is explained, and its token leaves the address.
 */
export function confirmView(ctx: SignInContext, token: string): HTMLElement {
  const { t, locale } = ctx;
  const view = h(
    'div',
    { class: 'stack center pending' },
    h('span', { class: 'loader', 'aria-hidden': 'true' }),
    h('p', { class: 'strong', role: 'status' }, t('login.confirm.pending')),
  );
  call('confirmSignup', { token })
    .then((response) => ctx.signedIn(response.user))
    .catch((error: unknown) => {
      ctx.setParam('confirm', null, false);
      const isRejected = isRefusal(error, [
        'CODE_INVALID',
        'VALIDATION',
        'NOT_FOUND',
      ]);
      const back = button(t('login.confirm.back'), {
        variant: isRejected ? 'filled' : 'default',
        onClick: () => ctx.show(signInView),
      });
      view.className = '';
      view.replaceChildren(
        cardHeader({
          iconPath: ICONS.alert,
          isDanger: true,
          title: t('login.confirm.failedTitle'),
          description: [
            h(
              'span',
              { role: 'alert' },
              isRejected
                ? t('login.confirm.invalid')
                : describeError(t, locale, error),
            ),
          ],
        }),
        h(
          'div',
          { class: 'stack stack-sm' },
          isRejected
            ? null
            : button(t('login.confirm.retry'), {
                onClick: () => ctx.show((inner) => confirmView(inner, token)),
              }),
          back,
        ),
      );
    });
  return view;
}
