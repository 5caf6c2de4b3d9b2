import { Button, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

import { Link } from '@/lib/router';

import { EmptyState } from './empty-state';
import { IconArrowLeft } from './icons/arrow-left';
import { IconSearch } from './icons/search';

/** A record that does not exist (or is not the customer's), with a way back. */
export function NotFoundState({
  title,
  description,
  backTo,
  backLabel,
}: {
  title: ReactNode;
  description?: ReactNode;
  backTo: string;
  backLabel: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" data-testid="not-found">
      <EmptyState
        size="md"
        icon={<IconSearch size={24} />}
        title={title}
        description={description}
        action={
          <Button
            component={Link}
            to={backTo}
            variant="light"
            leftSection={<IconArrowLeft size={16} />}
          >
            {backLabel}
          </Button>
        }
      />
    </Paper>
  );
}
