import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

import { IconAlertTriangle } from './icons/alert-triangle';

/**
 * A failure that belongs to no single field, announced at once: red with a
 * warning sign, or yellow with its own icon and title for a step the
 * customer must take first (signing in again).
 */
export function FormBanner({
  children,
  title,
  icon,
  color = 'red',
}: {
  children: ReactNode;
  title?: ReactNode;
  icon?: ReactNode;
  color?: 'red' | 'yellow';
}) {
  return (
    <Alert
      color={color}
      variant="light"
      role="alert"
      title={title}
      icon={icon ?? <IconAlertTriangle size={18} />}
      styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      {children}
    </Alert>
  );
}
