import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './stat-card.module.css';

/** One figure with its label, and an optional line of detail. */
export function StatCard({
  label,
  value,
  detail,
  icon,
  tone,
  isCompactOnPhone = false,
}: {
  label: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
  tone?: 'attention';
  /** Under 700 px: one slim row, label and detail beside the figure. */
  isCompactOnPhone?: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.card}
      data-tone={tone}
      data-compact={isCompactOnPhone || undefined}
      data-testid="stat-card"
    >
      <div className={classes.top}>
        <Text size="sm" c="dimmed" fw={600} className={classes.label}>
          {label}
        </Text>
        {icon && <span className={classes.icon}>{icon}</span>}
      </div>
      <Text className={classes.value}>{value}</Text>
      {detail && (
        <Text size="sm" c="dimmed" className={classes.detail}>
          {detail}
        </Text>
      )}
    </Paper>
  );
}
