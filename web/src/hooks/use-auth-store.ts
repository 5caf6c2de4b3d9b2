import { useSyncExternalStore } from 'react';

import { authStore, INITIAL } from '@/stores/auth-store';
import type { AuthState } from '@/stores/auth-store';

/** Reads a slice of the auth store and re-renders when it changes. */
export function useAuthStore<T>(select: (state: AuthState) => T): T {
  return useSyncExternalStore(
    authStore.subscribe,
    () => select(authStore.getState()),
    () => select(INITIAL),
  );
}
