import { describe, expect, it } from 'vitest';

import { formatClock, formatDuration } from './format-duration';

describe('formatClock', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(61)).toBe('1:01');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('formatDuration', () => {
  it('says seconds, or minutes for longer waits, in the locale', () => {
    expect(formatDuration(42, 'en-en')).toBe('42 seconds');
    expect(formatDuration(1, 'en-en')).toBe('1 second');
    expect(formatDuration(600, 'en-en')).toBe('10 minutes');
    expect(formatDuration(42, 'de-de')).toBe('42 Sekunden');
  });
});
