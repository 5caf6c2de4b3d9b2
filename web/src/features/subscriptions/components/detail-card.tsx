import { Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ComponentType, ReactNode } from 'react';

import classes from './subscription-detail.module.css';

/** One of the app's decorative icons, such as `IconRouter`. */
type CardIcon = ComponentType<{ size?: number; className?: string }>;

/** A card of the subscription page: a bordered section with an icon title. */
export function DetailCard({
  icon: Icon,
  title,
  intro,
  testId,
  children,
}: {
  icon: CardIcon;
  title: ReactNode;
  intro?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      aria-labelledby={titleId}
      className={classes.card}
      data-testid={testId}
    >
      <div className={classes.cardHead}>
        <Title order={2} id={titleId} className={classes.cardTitle}>
          <Icon size={20} className={classes.titleIcon} />
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
      </div>
      {children}
    </Paper>
  );
}
