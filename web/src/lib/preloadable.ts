import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A component whose code is fetched the first time it is shown, or earlier
 * when `preload` is called. Once the code is here the component renders at
 * once: React takes an answer that is already known without suspending, so
 * no fallback is drawn and nothing renders twice.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchCode = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy<ComponentType<P>>(() => {
    const known = loaded;
    if (known) {
      // A thenable that answers as it is asked: React reads it in the
      // same render.
      return {
        then: (resolve: (module: { default: ComponentType<P> }) => void) =>
          resolve({ default: known }),
      } as Promise<{ default: ComponentType<P> }>;
    }
    return fetchCode().then((component) => ({ default: component }));
  });
  return {
    Component,
    preload: () => fetchCode().then(() => undefined),
  };
}
