import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { Link } from '@/lib/router';

import { IconArrowLeft } from './icons/arrow-left';
import classes from './ui.module.css';

/** A link back to where the page was opened from. */
export function BackLink({
  to,
  children,
}: {
  to: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={classes.backLink}>
      <IconArrowLeft size={16} />
      {children}
    </Link>
  );
}

/** The title block of a page: title, badges beside it, a line below, actions. */
export function PageHeader({
  title,
  badge,
  subtitle,
  actions,
}: {
  title: ReactNode;
  badge?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={classes.pageHeader}>
      <div className={classes.pageTitles}>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} fz="h2" className={classes.pageTitle}>
            {title}
          </Title>
          {badge}
        </Group>
        {subtitle && (
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        )}
      </div>
      {actions && <div className={classes.pageActions}>{actions}</div>}
    </div>
  );
}
