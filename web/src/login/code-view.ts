import { checkLoginCode, LOGIN_CODE_LENGTH } from '@members/contract';

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

import { codeBoxes } from './code-boxes';
import {
  banner,
  bannerSlot,
  button,
  cardHeader,
  describeError,
  isRefusal,
} from './controls';
import { h, ICONS } from './dom';
import type { Translate } from './i18n';
import { secondFactorView } from './second-factor-view';
import type { SignInContext } from './sign-in-context';
import { signInView } from './sign-in-view';
import { linkButton } from './view-parts';

type Button = ReturnType<typeof button>;
type BannerSlot = ReturnType<typeof bannerSlot>;
type CodeBoxes = ReturnType<typeof codeBoxes>;
type SecondsLeft = ReturnType<typeof getSecondsLeft>;

function validityColor(share: number): string {
  if (share <= 0.1) {
    return 'red';
  }
  return share <= 0.25 ? 'orange' : 'brand';
}

/** The reason that flags a verifyCode answer without a user id (product rules: Validation), apart from a wrong code. */
export const NO_USER_ID = 'no_userid';

/** The verifying of a full code, one at a time: a refusal is shown, a wrong code empties the boxes. */
function codeVerifier(
  ctx: SignInContext,
  email: string,
  {
    boxes,
    submit,
    alert,
  }: { boxes: CodeBoxes; submit: Button; alert: BannerSlot },
): (code: string) => void {
  const { t, locale } = ctx;
  let isVerifying = false;
  return (code: string) => {
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
        ctx.signedIn(response.user, response.setUpSecondFactor === true);
      })
      .catch((error: unknown) => {
        if (isRefusal(error, ['SECOND_FACTOR_REQUIRED'])) {
          // The code was right; the customer's second factor comes next.
          clearCodeTimer();
          authStore.cancelCode();
          ctx.show(secondFactorView);
          return;
        }
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
}

/** How long the code stays valid: a label, a clock and a bar that empties. */
function validityMeter(t: Translate) {
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
  return {
    element: validity,
    paint(timer: CodeTimer | null, left: SecondsLeft | null) {
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
    },
  };
}

/** The resend button, its label counting down until a resend is allowed. */
function resendButton(t: Translate) {
  const resend = button(t('login.code.resend'), { variant: 'light' });
  const resendLabel = resend.querySelector('.btn-label') ?? resend;
  return {
    element: resend,
    paint(left: SecondsLeft | null) {
      const canResend = !left || left.resendIn === 0;
      if (!resend.hasAttribute('data-loading')) {
        resend.disabled = !canResend;
      }
      resendLabel.textContent =
        canResend || !left
          ? t('login.code.resend')
          : t('login.code.resendIn', { time: formatClock(left.resendIn) });
    },
  };
}

/** Sends a new code to the address; the new timer goes to `onSent`. */
function resendCode(
  ctx: SignInContext,
  email: string,
  {
    resend,
    alert,
    boxes,
  }: { resend: Button; alert: BannerSlot; boxes: CodeBoxes },
  onSent: (timer: CodeTimer) => void,
  onSettled: () => void,
): void {
  const { t, locale } = ctx;
  resend.setBusy(true);
  alert.show(null);
  call('sendCode', { email, locale })
    .then((response) => {
      const timer = {
        email,
        sentAt: now(),
        expiresIn: response.expiresIn,
        resendIn: response.resendIn,
        redirectPath: authStore.getState().redirectPath,
      };
      onSent(timer);
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
      onSettled();
    });
}

/** The code view's footer: a resend after the cooldown and the way back to another address. */
function codeFooter(ctx: SignInContext, resend: HTMLElement): HTMLElement {
  const { t } = ctx;
  return h(
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
  );
}

/**
 * The code step: six boxes that submit themselves when full, the time the
 * code stays valid, a resend after the cooldown, and a way back.
 */
export function codeView(ctx: SignInContext): HTMLElement {
  const { t } = ctx;
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
  const verify = codeVerifier(ctx, email, { boxes, submit, alert });
  const validity = validityMeter(t);
  const resend = resendButton(t);
  const paintClock = () => {
    const left = timer ? getSecondsLeft(timer, now()) : null;
    validity.paint(timer, left);
    resend.paint(left);
  };
  const ticker = window.setInterval(() => {
    if (!document.body.contains(validity.element)) {
      window.clearInterval(ticker);
      return;
    }
    paintClock();
  }, 1000);
  paintClock();

  resend.element.addEventListener('click', () =>
    resendCode(
      ctx,
      email,
      { resend: resend.element, alert, boxes },
      (next) => {
        timer = next;
      },
      paintClock,
    ),
  );

  const form = h(
    'form',
    { class: 'stack stack-lg', novalidate: true },
    boxes.element,
    validity.element,
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
    codeFooter(ctx, resend.element),
  );
}
