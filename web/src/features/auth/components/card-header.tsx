import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

import classes from './login-card.module.css';

/** The icon, title and intro of a login card view. */
export function CardHeader({
  icon,
  title,
  description,
  isDanger = false,
  titleRef,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  isDanger?: boolean;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Stack gap={8} align="center" ta="center" className={classes.header}>
      <div
        className={`${classes.badge} ${isDanger ? classes.badgeDanger : ''}`}
        aria-hidden="true"
      >
        {icon}
      </div>
      <Title order={1} className={classes.title} ref={titleRef} tabIndex={-1}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" maw={340}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
