import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useIsFirstViewPainted } from './use-first-paint';

describe('useIsFirstViewPainted', () => {
  it('is false while the first view is rendered and turns true once a frame has been painted, for every user', async () => {
    const frames: number[] = [];
    const first = renderHook(() => {
      const isPainted = useIsFirstViewPainted();
      frames.push(isPainted ? 1 : 0);
      return isPainted;
    });
    expect(frames[0]).toBe(0);
    await waitFor(() => expect(first.result.current).toBe(true));
    // A later screen mounts after the paint: it asks at once.
    const later = renderHook(() => useIsFirstViewPainted());
    expect(later.result.current).toBe(true);
  });
});
