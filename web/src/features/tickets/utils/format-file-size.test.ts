import { describe, expect, it } from 'vitest';

import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('shows kB and MB the way the server counts them', () => {
    expect(formatFileSize(70, 'en-en')).toBe('0.1 kB');
    expect(formatFileSize(1536, 'en-en')).toBe('1.5 kB');
    expect(formatFileSize(250 * 1024, 'en-en')).toBe('250 kB');
    expect(formatFileSize(5 * 1024 * 1024, 'en-en')).toBe('5 MB');
    expect(formatFileSize(12.5 * 1024 * 1024, 'en-en')).toBe('13 MB');
  });

  it('follows the locale', () => {
    expect(formatFileSize(1536, 'de-de')).toBe('1,5 kB');
  });
});
