import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

import { IconAlertCircle, IconCheck } from '../../../components/ui/icons';

const COLORS = { error: 'red', info: 'brand', success: 'teal' } as const;

/**
 * A banner in a form: errors and guidance are announced at once, success
 * notes politely.
 */
export function FormAlert({
  kind = 'error',
  children,
}: {
  kind?: keyof typeof COLORS;
  children: ReactNode;
}) {
  const isUrgent = kind !== 'success';
  return (
    <Alert
      color={COLORS[kind]}
      variant="light"
      role={isUrgent ? 'alert' : 'status'}
      aria-live={isUrgent ? 'assertive' : 'polite'}
      icon={
        kind === 'success' ? (
          <IconCheck size={20} />
        ) : (
          <IconAlertCircle size={20} />
        )
      }
      styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      {children}
    </Alert>
  );
}
