import {
  BASE_PATH,
  LOCALE_TAGS,
  PAGES,
  SUGGEST_SECOND_FACTOR,
  withLocale,
} from '@members/contract';
import type { AuthUser, Locale } from '@members/contract';

import { handleEntryQuery, stripCredentialParams } from '@/app/entry-links';
import { loadCatalog } from '@/lib/catalogs';
import { authStore } from '@/stores/auth-store';
import { writeCookie } from '@/utils/cookies';
import {
  EXTERNAL_LINK,
  getFooterLinks,
  readFooterLinks,
} from '@/utils/footer-links';
import { LOCALE_COOKIE, resolveInitialLocale } from '@/utils/initial-locale';
import { pageNavigation } from '@/utils/page-navigation';
import { toSafeRedirect } from '@/utils/safe-redirect';

import { codeView } from './code-view';
import { confirmView } from './confirm-view';
import { banner } from './controls';
import { h } from './dom';
import { header } from './header';
import { createTranslate } from './i18n';
import type { Translate } from './i18n';
import styles from './login.css?inline';
import { cancelPasskey } from './passkey-entry';
import type { SignInContext, View } from './sign-in-context';
import { signInView } from './sign-in-view';
import { signupView } from './signup-view';

/**
 * The sign-in page: a page of its own, light enough for a phone on mobile
 * data (no React, no UI kit); it leaves for the app once signed in.
 */
/** The provider's legal pages and support contact the server wrote in. */
function footerLinks(t: Translate): HTMLElement[] {
  const links = getFooterLinks(readFooterLinks());
  if (links.length === 0) {
    return [];
  }
  return [
    h(
      'nav',
      { 'aria-label': t('common.footer.legal'), 'data-testid': 'footer-links' },
      h(
        'ul',
        { class: 'footer-links' },
        ...links.map((link) =>
          h(
            'li',
            {},
            h(
              'a',
              {
                class: 'footer-link',
                href: link.href,
                ...(link.isExternal ? EXTERNAL_LINK : {}),
              },
              link.value
                ? `${t(`common.footer.${link.id}`)}: ${link.value}`
                : t(`common.footer.${link.id}`),
            ),
          ),
        ),
      ),
    ),
  ];
}

/**
 * Reads the address's query as an entry link and puts the sign-in page's
 * own address in its place; returns the query the page goes on with.
 */
function takeEntryQuery(locale: Locale): string {
  // Entry links work here too: a referral is kept, an alert is sent, a
  // service link becomes where to go after signing in.
  const target = handleEntryQuery(PAGES.login, window.location.search);
  let search = window.location.search;
  if (target) {
    const url = new URL(target, window.location.origin);
    if (url.pathname === PAGES.login) {
      search = url.search;
    } else {
      authStore.rememberPath(target);
    }
  }
  search = stripCredentialParams(search);
  window.history.replaceState(
    null,
    '',
    `${BASE_PATH}${withLocale(locale, PAGES.login)}${search}${window.location.hash}`,
  );
  return search;
}

/** The page's footer: the ways to cancel and to withdraw from contracts, and the provider's links. */
function pageFooter(t: Translate, locale: Locale): HTMLElement {
  return h(
    'footer',
    { class: 'footer' },
    h(
      'div',
      { class: 'rights-links' },
      h(
        'a',
        {
          class: 'cancel-link',
          href: `${BASE_PATH}${withLocale(locale, PAGES.cancel)}`,
          'data-testid': 'cancel-contracts-link',
        },
        t('common.cancelContracts'),
      ),
      h(
        'a',
        {
          class: 'cancel-link',
          href: `${BASE_PATH}${withLocale(locale, PAGES.withdraw)}`,
          'data-testid': 'withdraw-contract-link',
        },
        t('common.withdrawContract'),
      ),
    ),
    ...footerLinks(t),
  );
}

export async function startSignInPage(): Promise<void> {
  // The styles come with the script: one request less on the way to a form.
  document.head.append(h('style', {}, styles));
  const locale = resolveInitialLocale();
  const t = createTranslate(await loadCatalog(locale));
  document.documentElement.lang = LOCALE_TAGS[locale];
  writeCookie(LOCALE_COOKIE, locale, 365);

  const search = takeEntryQuery(locale);

  const params = new URLSearchParams(search);
  const provider =
    document.querySelector<HTMLMetaElement>('meta[name="application-name"]')
      ?.content ?? '';
  const card = h('section', { class: 'card' });
  const notice =
    params.get('entry') === 'invalid'
      ? banner('info', t('login.entryLinkInvalid'))
      : null;

  const ctx: SignInContext = {
    t,
    locale,
    notice,
    draftEmail: authStore.getState().login.email,
    show(view: View) {
      // A passkey offered in the autofill belongs to the view it was offered in.
      cancelPasskey();
      const content = view(ctx);
      card.replaceChildren(...(ctx.notice ? [ctx.notice, content] : [content]));
    },
    signedIn(user: AuthUser, setUpSecondFactor = false) {
      cancelPasskey();
      authStore.signedIn(user);
      const next = setUpSecondFactor
        ? `${PAGES.security}?${SUGGEST_SECOND_FACTOR}`
        : toSafeRedirect(authStore.getState().redirectPath ?? '/');
      authStore.rememberPath(null);
      pageNavigation.load(`${BASE_PATH}${withLocale(locale, next)}`);
    },
    setParam(name, value, isNewEntry) {
      const url = new URL(window.location.href);
      if (value === null) {
        url.searchParams.delete(name);
      } else {
        url.searchParams.set(name, value);
      }
      window.history[isNewEntry ? 'pushState' : 'replaceState'](null, '', url);
    },
  };

  const confirmToken = params.get('confirm');
  const viewOfAddress = (): View => {
    const query = new URLSearchParams(window.location.search);
    if (query.get('signup') === '1') {
      return signupView;
    }
    const { login } = authStore.getState();
    return login.codeVerif && login.email ? codeView : signInView;
  };
  window.addEventListener('popstate', () => ctx.show(viewOfAddress()));

  document.body.replaceChildren(
    header({ t, locale, provider, search }),
    h('main', { class: 'main', id: 'main' }, card),
    pageFooter(t, locale),
  );
  if (confirmToken) {
    ctx.notice = null;
    ctx.show((inner) => confirmView(inner, confirmToken));
  } else {
    ctx.show(viewOfAddress());
  }
}
