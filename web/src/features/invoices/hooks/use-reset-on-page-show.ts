import { useEffect } from 'react';

/**
 * Coming back with the browser's back button restores the page as it was
 * left, loading; `reset` lets the customer try again.
 */
export function useResetOnPageShow(reset: () => void): void {
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        reset();
      }
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, [reset]);
}
