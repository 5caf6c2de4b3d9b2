import { Box } from '@mantine/core';
import { Suspense } from 'react';
import type { ReactNode } from 'react';

import { Header } from './header';
import classes from './layout.module.css';

/** Header plus the page (every page but the login page). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header withNav />
      <Box component="main" className={classes.main} id="main">
        {/* The first page's code may still be on its way: the header shows meanwhile. */}
        <Suspense fallback={null}>{children}</Suspense>
      </Box>
    </>
  );
}
