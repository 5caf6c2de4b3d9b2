import { call } from '@/lib/api-client';

import { button, cardHeader, describeError, isRefusal } from './controls';
import { h, ICONS } from './dom';
import type { SignInContext } from './sign-in-context';
import { signInView } from './sign-in-view';

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
