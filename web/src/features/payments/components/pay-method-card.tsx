import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { PayMethod } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconCreditCard } from '@/components/ui/icons/credit-card';
import { IconWallet } from '@/components/ui/icons/wallet';

import { expiryText, payMethodName } from './pay-method-name';
import classes from './payments.module.css';

/** The badge of a card that has expired or expires soon; nothing otherwise. */
function ExpiryBadge({ method }: { method: PayMethod }) {
  const { t } = useTranslation();
  if (method.expiryState === 'expired') {
    return (
      <Badge color="red" variant="light">
        {t('payment.badge.expired')}
      </Badge>
    );
  }
  if (method.expiryState === 'expiring') {
    return (
      <Badge color="yellow" variant="light" c="var(--mantine-color-text)">
        {t('payment.badge.expiring')}
      </Badge>
    );
  }
  return null;
}

/**
 * One stored method: its kind, name and last four digits, its expiry and
 * badges, and the ways to make it the default or remove it.
 */
export function PayMethodCard({
  method,
  isBusy,
  onMakeDefault,
  onRemove,
}: {
  method: PayMethod;
  /** A change of this method is on its way. */
  isBusy: boolean;
  onMakeDefault: (method: PayMethod) => void;
  onRemove: (method: PayMethod) => void;
}) {
  const { t } = useTranslation();
  const name = payMethodName(method, t);
  const Icon = method.kind === 'card' ? IconCreditCard : IconWallet;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      className={classes.method}
      data-testid="pay-method"
      data-default={method.isDefault || undefined}
    >
      <span className={classes.methodIcon} aria-hidden="true">
        <Icon size={22} />
      </span>
      <div className={classes.methodText}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} data-testid="pay-method-name">
            {name}
          </Text>
          {method.isDefault && (
            <Badge variant="light" data-testid="default-badge">
              {t('payment.badge.default')}
            </Badge>
          )}
          <ExpiryBadge method={method} />
        </Group>
        {method.expiry && (
          <Text size="sm" c="dimmed">
            {t('payment.method.expires', { date: expiryText(method.expiry) })}
          </Text>
        )}
        {method.description && (
          <Text size="sm" c="dimmed">
            {method.description}
          </Text>
        )}
      </div>
      <Group gap="xs" className={classes.methodActions}>
        {!method.isDefault && (
          <Button
            variant="light"
            size="xs"
            loading={isBusy}
            onClick={() => onMakeDefault(method)}
            aria-label={t('payment.actions.makeDefaultLabel', { name })}
          >
            {t('payment.actions.makeDefault')}
          </Button>
        )}
        <Button
          variant="subtle"
          color="red"
          size="xs"
          disabled={isBusy}
          onClick={() => onRemove(method)}
          aria-label={t('payment.actions.removeLabel', { name })}
        >
          {t('payment.actions.remove')}
        </Button>
      </Group>
    </Paper>
  );
}
