import { useEffect } from 'react';

import { useLocation } from '@/lib/router';

/**
 * Scrolls to the element the URL hash names (`/#invoices`): on arrival, on
 * every click of a hash link, and again once `isReady` (the data has loaded
 * and the page has its final height).
 */
export function useScrollToHash(isReady: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) {
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) {
      return;
    }
    const prefersReducedMotion = window.matchMedia?.(
      '(prefers-reduced-motion: reduce)',
    ).matches;
    target.scrollIntoView({
      behavior: prefersReducedMotion ? 'auto' : 'smooth',
      block: 'start',
    });
  }, [hash, key, isReady]);
}
