import { EmptyState as MantineEmptyState, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A friendly "nothing here" message with an optional way forward. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  size = 'sm',
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  size?: 'sm' | 'md';
}) {
  return (
    <MantineEmptyState
      py={size === 'sm' ? 'xl' : 48}
      px="md"
      size={size}
      variant={icon ? 'light' : undefined}
      icon={icon}
      title={title}
      description={description}
    >
      {action && (
        <MantineEmptyState.Actions>
          <Group justify="center">{action}</Group>
        </MantineEmptyState.Actions>
      )}
    </MantineEmptyState>
  );
}
