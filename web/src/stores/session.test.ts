import { beforeEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '@/lib/query-client';
import { allDataQueryOptions } from '@/stores/all-data';
import { authStore } from '@/stores/auth-store';
import { meQueryOptions } from '@/stores/me';
import { demoUser, makeAllData, plainUser } from '@/testing/fixtures';
import { meFixture } from '@/testing/fixtures-affiliate';
import { errorResponse, handle, server } from '@/testing/msw';

import {
  endSession,
  sessionQueryOptions,
  setGuest,
  setSession,
} from './session';

beforeEach(() => {
  authStore.reset();
});

const sessionKey = sessionQueryOptions().queryKey;

describe('session', () => {
  it('is set by a sign-in and kept for the next page load', () => {
    const queryClient = createQueryClient();
    setSession(queryClient, demoUser);
    expect(queryClient.getQueryData(sessionKey)).toEqual(demoUser);
    expect(authStore.getState().auth).toEqual({
      loggedIn: true,
      user: demoUser,
    });
  });

  it('is cleared by a sign-out, with every cached answer', () => {
    const queryClient = createQueryClient();
    setSession(queryClient, demoUser);
    queryClient.setQueryData(allDataQueryOptions().queryKey, makeAllData());
    endSession(queryClient, 'loggedOut');
    expect(queryClient.getQueryData(sessionKey)).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(authStore.getState().auth).toEqual({ loggedIn: false, user: null });
  });

  it('is a guest when the shell says nobody is signed in', () => {
    authStore.signedIn(demoUser);
    const queryClient = createQueryClient();
    setGuest(queryClient);
    expect(queryClient.getQueryData(sessionKey)).toBeNull();
    expect(authStore.getState().auth.loggedIn).toBe(false);
  });

  it('follows the user an allData answer fetched from the server carries', async () => {
    server.use(
      handle('allData', () => ({
        ...makeAllData(),
        user: { ...plainUser, reseller: true, scope: ['customer', 'reseller'] },
      })),
    );
    const queryClient = createQueryClient();
    setSession(queryClient, plainUser);
    await queryClient.fetchQuery(allDataQueryOptions());
    expect(queryClient.getQueryData(sessionKey)).toEqual({
      ...plainUser,
      reseller: true,
      scope: ['customer', 'reseller'],
    });
    expect(authStore.getState().auth.user?.reseller).toBe(true);
  });

  it('follows the answers in the order they arrive: the latest wins', () => {
    const queryClient = createQueryClient();
    setSession(queryClient, demoUser);
    queryClient.setQueryData(allDataQueryOptions().queryKey, {
      ...makeAllData(),
      user: plainUser,
    });
    expect(queryClient.getQueryData(sessionKey)).toEqual(plainUser);
    queryClient.setQueryData(meQueryOptions().queryKey, {
      ...meFixture,
      user: demoUser,
    });
    expect(queryClient.getQueryData(sessionKey)).toEqual(demoUser);
  });

  it('asks me once when nothing said who is signed in, and is a guest without a session', async () => {
    let asked = 0;
    server.use(
      handle('me', () => {
        asked += 1;
        return errorResponse('UNAUTHENTICATED');
      }),
    );
    const queryClient = createQueryClient();
    expect(await queryClient.ensureQueryData(sessionQueryOptions())).toBeNull();
    expect(await queryClient.ensureQueryData(sessionQueryOptions())).toBeNull();
    expect(asked).toBe(1);
  });

  it('starts from the kept sign-in without asking me', async () => {
    let asked = 0;
    server.use(
      handle('me', () => {
        asked += 1;
        return { ...meFixture, user: plainUser };
      }),
    );
    authStore.signedIn(demoUser);
    const queryClient = createQueryClient();
    expect(await queryClient.ensureQueryData(sessionQueryOptions())).toEqual(
      demoUser,
    );
    expect(asked).toBe(0);
  });
});
