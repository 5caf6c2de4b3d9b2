import type { ReactNode } from 'react';

import classes from './dashboard-layout.module.css';

/**
 * The dashboard's grid: the overview, what needs attention and the
 * subscriptions across the top, then
 * a wide column (invoices) beside a narrow one (tickets, announcements).
 * Under 800 px it is one column.
 */
export function DashboardLayout({
  overview,
  attention,
  subscriptions,
  main,
  aside,
}: {
  overview: ReactNode;
  attention: ReactNode;
  subscriptions: ReactNode;
  main: ReactNode;
  aside: ReactNode;
}) {
  return (
    <div className={classes.page}>
      {overview}
      {attention}
      {subscriptions}
      <div className={classes.columns}>
        <div className={classes.column}>{main}</div>
        <div className={classes.column}>{aside}</div>
      </div>
    </div>
  );
}
