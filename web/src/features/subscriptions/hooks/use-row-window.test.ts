import { describe, expect, it } from 'vitest';

import { rowWindowOf } from './use-row-window';

const LIST = { count: 10_000, rowHeight: 72, overscan: 3, firstHeight: 480 };

describe('rowWindowOf', () => {
  it('draws the rows of the first screen and the overscan below it', () => {
    // 480 px show rows 0 to 6 (the seventh in part); three more below.
    expect(rowWindowOf({ top: 0, height: 480 }, LIST)).toEqual({
      first: 0,
      last: 9,
    });
  });

  it('draws the overscan on both sides in the middle of the list', () => {
    // 7 200 px down is row 100 at the top edge; 480 px reach into row 106.
    expect(rowWindowOf({ top: 7_200, height: 480 }, LIST)).toEqual({
      first: 97,
      last: 109,
    });
  });

  it('stops at the last row at the end of the list', () => {
    const end = 10_000 * 72 - 480;
    expect(rowWindowOf({ top: end, height: 480 }, LIST)).toEqual({
      first: 9_990,
      last: 9_999,
    });
  });

  it('draws nothing for an empty list', () => {
    const { first, last } = rowWindowOf(
      { top: 0, height: 480 },
      { ...LIST, count: 0 },
    );
    expect(last).toBeLessThan(first);
  });
});
