import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

import { IconAlertTriangle } from './icons';

/** A failure that belongs to no single field, announced at once. */
export function FormBanner({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
      styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      {children}
    </Alert>
  );
}
