import {
  checkNewPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@members/contract';

import { call } from '@/lib/api-client';
import { authStore } from '@/stores/auth-store';

import {
  banner,
  bannerSlot,
  button,
  cardHeader,
  describeError,
  field,
  passwordInput,
} from './controls';
import { h, icon, ICONS } from './dom';
import type { Translate } from './i18n';
import type { SignInContext } from './sign-in-context';
import { signInView } from './sign-in-view';
import { emailField, footer } from './view-parts';

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

/** The signup view's footer: the way back for those who have an account. */
function haveAccountFooter(ctx: SignInContext): HTMLElement {
  return footer(
    `${ctx.t('login.signup.haveAccount')} `,
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
      ctx.t('login.signup.signIn'),
    ),
  );
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
    haveAccountFooter(ctx),
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
