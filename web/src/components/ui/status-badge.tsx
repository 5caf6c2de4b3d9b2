import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { getStatusColor, isKnownStatus, toStatusKey } from './status';
import type { StatusKind } from './status';

/** The translated label of a status; unknown statuses are shown as they come. */
export function useStatusLabel(): (kind: StatusKind, status: string) => string {
  const { t } = useTranslation();
  return (kind, status) =>
    isKnownStatus(kind, status)
      ? t(`statuses.${kind}.${toStatusKey(status)}`)
      : status;
}

/** A status as a coloured badge, the same colour everywhere in the app. */
export function StatusBadge({
  kind,
  status,
  ...props
}: { kind: StatusKind; status: string } & Omit<BadgeProps, 'color'>) {
  const label = useStatusLabel();
  return (
    <Badge
      variant="light"
      radius="sm"
      color={getStatusColor(kind, status)}
      data-status={status}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {label(kind, status)}
    </Badge>
  );
}
