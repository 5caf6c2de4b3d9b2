import { beforeEach, describe, expect, it } from 'vitest';

import {
  clearCodeTimer,
  getSecondsLeft,
  readCodeTimer,
  saveCodeTimer,
} from './code-timer';

const timer = {
  email: 'demo@example.com',
  sentAt: 1_000_000,
  expiresIn: 600,
  resendIn: 60,
};

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('code timer', () => {
  it('is kept for the address it was sent to', () => {
    saveCodeTimer(timer);
    expect(readCodeTimer('Demo@Example.com')).toEqual(timer);
    expect(readCodeTimer('other@example.com')).toBeNull();
  });

  it('keeps the remembered path with it', () => {
    saveCodeTimer({ ...timer, redirectPath: '/invoice?invoiceid=1001' });
    expect(readCodeTimer(timer.email)?.redirectPath).toBe(
      '/invoice?invoiceid=1001',
    );
  });

  it('is forgotten on clear, and ignored when unreadable', () => {
    saveCodeTimer(timer);
    clearCodeTimer();
    expect(readCodeTimer(timer.email)).toBeNull();
    window.sessionStorage.setItem('members.loginCode', '{not json');
    expect(readCodeTimer(timer.email)).toBeNull();
    window.sessionStorage.setItem(
      'members.loginCode',
      JSON.stringify({ ...timer, sentAt: 'yesterday' }),
    );
    expect(readCodeTimer(timer.email)).toBeNull();
  });

  it('counts down both delays and stops at zero', () => {
    expect(getSecondsLeft(timer, timer.sentAt)).toEqual({
      expiresIn: 600,
      resendIn: 60,
    });
    expect(getSecondsLeft(timer, timer.sentAt + 59_500)).toEqual({
      expiresIn: 541,
      resendIn: 1,
    });
    expect(getSecondsLeft(timer, timer.sentAt + 700_000)).toEqual({
      expiresIn: 0,
      resendIn: 0,
    });
  });
});
