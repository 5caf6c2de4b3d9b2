import { act, render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { lazyScreen, useIsScreenLoading } from './route-loading';

function LoadingSignal() {
  return <p>{useIsScreenLoading() ? 'loading' : 'idle'}</p>;
}

/** Stands in for the route's error boundary. */
class Catch extends Component<
  { children: ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? (
      <p>failed: {this.state.error.message}</p>
    ) : (
      this.props.children
    );
  }
}

/** A screen module whose code arrives when the test says so. */
function pendingScreen() {
  let arrive: (module: { Component: ComponentType }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const module = new Promise<{ Component: ComponentType }>(
    (resolve, reject) => {
      arrive = resolve;
      fail = reject;
    },
  );
  return { Screen: lazyScreen(() => module), arrive, fail };
}

describe('lazyScreen', () => {
  it('signals loading while its code is on its way, and shows the screen after', async () => {
    const { Screen, arrive } = pendingScreen();
    render(
      <>
        <LoadingSignal />
        <Suspense fallback={<p>waiting</p>}>
          <Screen />
        </Suspense>
      </>,
    );
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      arrive({ Component: () => <h1>The screen</h1> });
      await Promise.resolve();
    });
    expect(
      await screen.findByRole('heading', { name: 'The screen' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('idle')).toBeInTheDocument();
  });

  it('stops signalling when the code fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Screen, fail } = pendingScreen();
    render(
      <>
        <LoadingSignal />
        <Catch>
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        </Catch>
      </>,
    );
    expect(await screen.findByText('loading')).toBeInTheDocument();
    await act(async () => {
      fail(new Error('chunk gone'));
      await Promise.resolve();
    });
    expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();
    expect(await screen.findByText('idle')).toBeInTheDocument();
  });
});
