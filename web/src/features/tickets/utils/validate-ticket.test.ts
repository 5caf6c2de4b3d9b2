import { describe, expect, it } from 'vitest';

import { checkMessage, checkSubject } from './validate-ticket';

describe('checkSubject', () => {
  it.each([
    ['', 'subject_required'],
    ['Buffering on channel 5', null],
    ['Refund \u202Egpj.exe', 'invalid_characters'],
    ['Two\nlines', 'invalid_characters'],
    ['NUL\u0000', 'invalid_characters'],
  ])('%j → %s', (subject, expected) => {
    expect(checkSubject(subject)).toBe(expected);
  });
});

describe('checkMessage', () => {
  it.each([
    ['', 'message_required'],
    ['Line one\n\tline two', null],
    ['Isolated \u2066text\u2069', 'invalid_characters'],
    ['Escape \u001b[2J', 'invalid_characters'],
    ['Lone \ud800 surrogate', 'invalid_characters'],
  ])('%j → %s', (message, expected) => {
    expect(checkMessage(message)).toBe(expected);
  });
});
