import { COOKIES } from '@members/contract';
import type { AuthUser } from '@members/contract';

import { deleteCookie, readCookie, writeCookie } from '@/utils/cookies';

/** The persisted client state cookie (product rules: State), kept 30 days. */
export const STATE_COOKIE = COOKIES.state;
const STATE_COOKIE_DAYS = 30;

/** Client-side sign-in state (product rules: State). */
export interface AuthState {
  auth: { loggedIn: boolean; user: AuthUser | null };
  login: { email: string; codeVerif: boolean; passwordLess: boolean };
  /** Where to go after signing in (local paths only). */
  redirectPath: string | null;
}

// Per tab, not in the state cookie: the sign-in page is a page load of its own.
const REDIRECT_KEY = 'members.redirectPath';

function readRedirectPath(): string | null {
  try {
    return window.sessionStorage.getItem(REDIRECT_KEY);
  } catch {
    return null;
  }
}

function keepRedirectPath(path: string | null): void {
  try {
    if (path === null) {
      window.sessionStorage.removeItem(REDIRECT_KEY);
    } else {
      window.sessionStorage.setItem(REDIRECT_KEY, path);
    }
  } catch {
    // Storage may be off (private mode): sign-in then leads home.
  }
}

/** The state before anything is known. */
export const INITIAL: AuthState = {
  auth: { loggedIn: false, user: null },
  login: { email: '', codeVerif: false, passwordLess: true },
  redirectPath: null,
};

function isAuthUser(value: unknown): value is AuthUser {
  const user = value as Partial<AuthUser> | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user.userid === 'number' &&
    typeof user.affiliate === 'boolean' &&
    typeof user.reseller === 'boolean' &&
    Array.isArray(user.scope)
  );
}

function load(): AuthState {
  const raw = typeof document === 'undefined' ? null : readCookie(STATE_COOKIE);
  if (!raw) {
    return typeof window === 'undefined'
      ? INITIAL
      : { ...INITIAL, redirectPath: readRedirectPath() };
  }
  try {
    const parsed = JSON.parse(raw) as {
      auth?: { loggedIn?: unknown; user?: unknown };
      login?: { email?: unknown; codeVerif?: unknown };
    };
    const user = isAuthUser(parsed.auth?.user) ? parsed.auth.user : null;
    return {
      auth: { loggedIn: parsed.auth?.loggedIn === true && user !== null, user },
      login: {
        email:
          typeof parsed.login?.email === 'string' ? parsed.login.email : '',
        codeVerif: parsed.login?.codeVerif === true,
        passwordLess: true,
      },
      redirectPath: readRedirectPath(),
    };
  } catch {
    return INITIAL;
  }
}

let state: AuthState = load();
const listeners = new Set<() => void>();

function persist(): void {
  const { auth, login } = state;
  if (!auth.loggedIn && !login.email && !login.codeVerif) {
    deleteCookie(STATE_COOKIE);
    return;
  }
  writeCookie(
    STATE_COOKIE,
    JSON.stringify({
      auth: { loggedIn: auth.loggedIn, user: auth.user },
      login: { email: login.email, codeVerif: login.codeVerif },
    }),
    STATE_COOKIE_DAYS,
  );
}

function update(next: AuthState): void {
  state = next;
  persist();
  listeners.forEach((listener) => listener());
}

/** The auth store's actions (product rules: Transitions). */
export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signedIn(user: AuthUser): void {
    update({
      ...state,
      auth: { loggedIn: true, user },
      login: { ...state.login, codeVerif: false },
    });
  },
  updateUser(user: AuthUser): void {
    if (state.auth.loggedIn) {
      update({ ...state, auth: { loggedIn: true, user } });
    }
  },
  setEmail(email: string): void {
    update({ ...state, login: { ...state.login, email } });
  },
  codeSent(email: string): void {
    update({ ...state, login: { ...state.login, email, codeVerif: true } });
  },
  cancelCode(): void {
    update({ ...state, login: { ...state.login, codeVerif: false } });
  },
  setPasswordLess(passwordLess: boolean): void {
    update({ ...state, login: { ...state.login, passwordLess } });
  },
  /** Remembers where to go after sign-in; guards call it while rendering, so it notifies no one. */
  rememberPath(path: string | null): void {
    state = { ...state, redirectPath: path };
    keepRedirectPath(path);
  },
  /**
   * Signed out by the customer (product rules: Transitions): everything goes, the remembered address and the path
   * to return to included, and so does the state cookie.
   */
  loggedOut(): void {
    keepRedirectPath(null);
    update(INITIAL);
  },
  /** The session ended on the server (it expired or was revoked): user and login state go; the address is kept for signing in again. */
  signedOut(): void {
    update({
      auth: { loggedIn: false, user: null },
      login: { ...INITIAL.login, email: state.login.email },
      redirectPath: state.redirectPath,
    });
  },
  /** For tests: start from a given state. */
  reset(next: AuthState = INITIAL): void {
    update(next);
  },
};
