import { Badge, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

import classes from './section-card.module.css';

/**
 * A titled section of a page. The body sits in a bordered panel unless
 * `isBare` (for content that brings its own cards).
 */
export function SectionCard({
  id,
  title,
  icon,
  count,
  description,
  action,
  isBare = false,
  children,
}: {
  id?: string;
  title: ReactNode;
  icon?: ReactNode;
  count?: number;
  description?: ReactNode;
  action?: ReactNode;
  isBare?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className={classes.section}>
      <div className={classes.header}>
        {icon && <span className={classes.icon}>{icon}</span>}
        <div className={classes.titles}>
          <Title order={2} id={titleId} className={classes.title}>
            {title}
            {count !== undefined && count > 0 && (
              <Badge
                component="span"
                variant="default"
                radius="xl"
                size="sm"
                ml={8}
                style={{ verticalAlign: 'middle' }}
              >
                {count}
              </Badge>
            )}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {action && <div className={classes.action}>{action}</div>}
      </div>
      {isBare ? (
        children
      ) : (
        <Paper withBorder radius="lg" className={classes.body}>
          {children}
        </Paper>
      )}
    </section>
  );
}
