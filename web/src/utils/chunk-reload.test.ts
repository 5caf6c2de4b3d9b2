import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadForChunkError,
} from './chunk-reload';

const reload = vi.fn();

afterEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.unstubAllGlobals();
});

function stubLocation() {
  vi.stubGlobal('location', { ...window.location, reload });
}

describe('chunk-load failures', () => {
  it('recognises the errors browsers give for a missing chunk', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /a.js'),
      ),
    ).toBe(true);
    expect(
      isChunkLoadError(new Error('Importing a module script failed.')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads at most once a minute', () => {
    stubLocation();
    expect(reloadForChunkError(1_000_000)).toBe(true);
    expect(reloadForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(
      false,
    );
    expect(reloadForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
