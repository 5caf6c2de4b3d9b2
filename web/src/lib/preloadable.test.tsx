import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ada" />
    </Suspense>,
  );
}

describe('preloadable', () => {
  it('loads the code the first time it is shown, behind the fallback', async () => {
    let loads = 0;
    const { Component } = preloadable(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    renderInSuspense(Component);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    let loads = 0;
    const { Component, preload } = preloadable(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await preload();
    await preload();
    renderInSuspense(Component);
    // In the same render: no fallback was ever drawn.
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('tries a failed load again', async () => {
    let loads = 0;
    const { Component, preload } = preloadable(() => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(Greeting);
    });
    await expect(preload()).rejects.toThrow('offline');
    await act(() => preload());
    renderInSuspense(Component);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
