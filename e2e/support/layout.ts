import type { Page } from '@playwright/test';

/**
 * Text that does not fit, as the reader sees it. Returns one line per
 * problem (empty when the page is fine). The rule:
 *
 * - A text box is the nearest non-inline element around a visible,
 *   non-blank text node (inline elements have no width of their own to
 *   compare). Visually hidden text (1 px, clipped) is skipped.
 * - A text box whose content is wider than the box (scrollWidth >
 *   clientWidth + 1 px) fails when the overflow shows (overflow-x visible:
 *   the text runs out of its box) or is cut without an ellipsis (hidden or
 *   clip). It passes when the box ellipsises the cut (text-overflow:
 *   ellipsis, a deliberate design for long names) or scrolls (auto or
 *   scroll: the reader can reach the text).
 * - A text box that clips vertically (overflow-y hidden or clip) and is
 *   taller inside than outside (scrollHeight > clientHeight + 1 px) fails
 *   unless it is line-clamped (-webkit-line-clamp, which ends in an
 *   ellipsis).
 * - A text box fails when it reaches out of a box around it (by more than
 *   1 px): a flex item that grew past its row, a long word past its card.
 *   The search stops at a scrolling box and at a positioned (absolute or
 *   fixed) one.
 * - Any visible element, text or not, fails when it sticks out of the
 *   viewport sideways (by more than 1 px) unless a scrolling ancestor
 *   holds it; and the page itself fails when it scrolls sideways.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const classes = (element.getAttribute('class') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 2)
        .join('.');
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text.slice(0, 60)}"`;
    };
    const isHidden = (element: Element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return (
        style.visibility === 'hidden' ||
        rect.width === 0 ||
        rect.height === 0 ||
        element.closest('[aria-hidden="true"], [hidden]') !== null ||
        (rect.width <= 1 && rect.height <= 1)
      );
    };
    const isVisuallyHidden = (element: Element) => {
      for (
        let current: Element | null = element;
        current && current !== document.body;
        current = current.parentElement
      ) {
        const style = getComputedStyle(current);
        const rect = current.getBoundingClientRect();
        if (
          (style.position === 'absolute' &&
            rect.width <= 1 &&
            rect.height <= 1) ||
          style.clipPath === 'inset(50%)' ||
          style.clip === 'rect(0px, 0px, 0px, 0px)' ||
          Number(style.opacity) === 0
        ) {
          return true;
        }
      }
      return false;
    };
    const scrollsSideways = (element: Element) => {
      for (
        let current = element.parentElement;
        current && current !== document.body;
        current = current.parentElement
      ) {
        const overflow = getComputedStyle(current).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') {
          return true;
        }
      }
      return false;
    };

    // Text boxes.
    const boxes = new Set<Element>();
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) {
        continue;
      }
      let box = node.parentElement;
      while (box && getComputedStyle(box).display === 'inline') {
        box = box.parentElement;
      }
      if (
        box &&
        !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(box.tagName)
      ) {
        boxes.add(box);
      }
    }
    for (const box of boxes) {
      if (isHidden(box) || isVisuallyHidden(box)) {
        continue;
      }
      const style = getComputedStyle(box);
      if (box.scrollWidth > box.clientWidth + 1) {
        const overflow = style.overflowX;
        const isScroller = overflow === 'auto' || overflow === 'scroll';
        const isEllipsised =
          style.textOverflow === 'ellipsis' &&
          (overflow === 'hidden' || overflow === 'clip');
        if (!isScroller && !isEllipsised) {
          problems.push(
            `${describe(box)} is ${box.scrollWidth - box.clientWidth}px wider than its box (overflow ${overflow})`,
          );
        }
      }
      // Out of the boxes around it (a flex item that grew past its row).
      for (
        let outer = box.parentElement;
        outer && outer !== document.body;
        outer = outer.parentElement
      ) {
        const outerStyle = getComputedStyle(outer);
        if (['auto', 'scroll'].includes(outerStyle.overflowX)) {
          break;
        }
        if (outerStyle.display === 'contents') {
          continue;
        }
        const inner = box.getBoundingClientRect();
        const around = outer.getBoundingClientRect();
        if (inner.right > around.right + 1 || inner.left < around.left - 1) {
          problems.push(
            `${describe(box)} runs out of ${describe(outer).split(' ')[0]} by ${Math.round(Math.max(inner.right - around.right, around.left - inner.left))}px`,
          );
          break;
        }
        if (['absolute', 'fixed'].includes(outerStyle.position)) {
          break;
        }
      }
      const overflowY = style.overflowY;
      if (
        (overflowY === 'hidden' || overflowY === 'clip') &&
        box.scrollHeight > box.clientHeight + 1 &&
        style.webkitLineClamp === 'none'
      ) {
        problems.push(
          `${describe(box)} is cut at the bottom by ${box.scrollHeight - box.clientHeight}px`,
        );
      }
    }

    // Anything out of the viewport sideways.
    const width = document.documentElement.clientWidth;
    const sticksOut = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.right > width + 1 || rect.left < -1;
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (isHidden(element)) {
        continue;
      }
      const rect = element.getBoundingClientRect();
      const parent = element.parentElement;
      if (
        sticksOut(element) &&
        // Only the outermost element that sticks out.
        !(parent && parent !== document.body && sticksOut(parent)) &&
        !isVisuallyHidden(element) &&
        !scrollsSideways(element)
      ) {
        problems.push(
          `${describe(element)} sticks out of the viewport (${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}px)`,
        );
      }
    }
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth}px of ${width}px)`,
      );
    }
    return problems;
  });
}
