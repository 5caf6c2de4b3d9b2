import type { AllDataResponse, AuthUser, MeResponse } from '@members/contract';
import { hashKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { ApiError, call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';
import { authStore } from '@/stores/auth-store';
import { meQueryOptions } from '@/stores/me';

/** Who is signed in: the user with their role flags, or null for a guest. */
export type Session = AuthUser | null;

type RoleFlags = Pick<AuthUser, 'affiliate' | 'reseller'>;

/** The sign-in the sign-in page kept in the state cookie, if any. */
function keptSignIn(): Session | undefined {
  return authStore.getState().auth.user ?? undefined;
}

/**
 * The one signed-in customer of the app: identity and role flags are read
 * from here only (header links, page guards, screens). The page's shell data
 * seeds it (`main.tsx`); without shell data it starts from the sign-in the
 * sign-in page kept (the state cookie), and else asks `me` once. Every
 * `allData` and `me` answer updates it (see `followSessionAnswers`).
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'] as const,
    queryFn: async (): Promise<Session> => {
      try {
        return (await call('me')).user;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
          return null;
        }
        throw error;
      }
    },
    initialData: keptSignIn,
  });

/** The signed-in user, or null for a guest; never asks the server itself. */
export function useSession(): Session {
  return useQuery({ ...sessionQueryOptions(), enabled: false }).data ?? null;
}

/** The user with other role flags, the scope following them. */
function withFlags(user: AuthUser, flags: RoleFlags): AuthUser {
  return {
    ...user,
    ...flags,
    scope: [
      'customer',
      ...(flags.affiliate ? (['affiliate'] as const) : []),
      ...(flags.reseller ? (['reseller'] as const) : []),
    ],
  };
}

/**
 * The session an `allData` answer says: its `user`; from an older server
 * without it, the flags its affiliate and reseller sections imply, each kept
 * as it was when its section failed to load.
 */
function sessionFromAllData(
  current: Session,
  answer: AllDataResponse,
): Session {
  if (answer.user) {
    return answer.user;
  }
  if (!current) {
    return current;
  }
  const { affiliateData, resellerData, errors } = answer;
  return withFlags(current, {
    affiliate: errors.affiliateData
      ? current.affiliate
      : affiliateData !== null,
    reseller: errors.resellerData ? current.reseller : resellerData !== null,
  });
}

/** Whether a cached value is an `allData` answer (a test may put anything there). */
function isAllData(value: unknown): value is AllDataResponse {
  const answer = value as Partial<AllDataResponse> | null | undefined;
  return typeof answer?.errors === 'object' && answer.errors !== null;
}

/** Whether a cached value is a `me` answer. */
function isMe(value: unknown): value is MeResponse {
  const answer = value as Partial<MeResponse> | null | undefined;
  return typeof answer?.user?.userid === 'number';
}

function isSameSession(a: Session, b: Session): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Puts who is signed in into the session, and keeps it in the state cookie
 * for the next page load (product rules: State).
 */
export function setSession(queryClient: QueryClient, user: AuthUser): void {
  queryClient.setQueryData(sessionQueryOptions().queryKey, user);
  authStore.signedIn(user);
}

/**
 * Nobody is signed in (the shell says so): the session is a guest, and a
 * sign-in kept from before is forgotten; the login state (a code on its way)
 * stays for the sign-in page.
 */
export function setGuest(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
  if (authStore.getState().auth.loggedIn) {
    authStore.signedOut();
  }
}

/**
 * Ends the session on the client: the session becomes a guest (its readers,
 * guards and header, hear it before the cache goes), the kept sign-in is
 * forgotten, and every cached answer goes. `loggedOut` when the customer
 * signed out, `signedOut` when the server ended the session (product rules:
 * Transitions).
 */
export function endSession(
  queryClient: QueryClient,
  how: 'loggedOut' | 'signedOut',
): void {
  authStore[how]();
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
  queryClient.clear();
}

/**
 * Makes every `allData` and `me` answer, fetched or put into the cache,
 * update the session, in the order they arrive: the latest answer wins.
 * Returns the unsubscribe function.
 */
export function followSessionAnswers(queryClient: QueryClient): () => void {
  const sessionKey = sessionQueryOptions().queryKey;
  // Compared by TanStack's own hash of each query's key, computed once here.
  const allDataHash = hashKey(allDataQueryOptions().queryKey);
  const meHash = hashKey(meQueryOptions().queryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') {
      return;
    }
    const { queryHash } = event.query;
    const { data } = event.action;
    const current =
      queryClient.getQueryData<Session>(sessionKey) ?? keptSignIn() ?? null;
    let next: Session;
    if (queryHash === allDataHash && isAllData(data)) {
      next = sessionFromAllData(current, data);
    } else if (queryHash === meHash && isMe(data)) {
      next = data.user;
    } else {
      return;
    }
    if (next === null || isSameSession(current, next)) {
      return;
    }
    queryClient.setQueryData(sessionKey, next);
    authStore.updateUser(next);
  });
}
