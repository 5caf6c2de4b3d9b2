import '@mantine/core/styles/Alert.css';

import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import type {
  Locale,
  WithdrawalReceipt,
  WithdrawResponse,
} from '@members/contract';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import classes from '@/components/ui/declaration.module.css';
import { DeclaredItems } from '@/components/ui/declared-items';
import type { DeclaredItem } from '@/components/ui/declared-items';
import { IconCircleCheck } from '@/components/ui/icons';
import { useLocale } from '@/hooks/locale-context';
import { formatDate, formatInstant } from '@/utils/format';

/** The period as the receipt states it: within it, after it, or for staff to check. */
function periodOf(receipt: WithdrawalReceipt, t: TFunction): string {
  if (receipt.withinPeriod === null) {
    return t('withdraw.receipt.periodOpen');
  }
  return receipt.withinPeriod
    ? t('withdraw.receipt.withinPeriod')
    : t('withdraw.receipt.outsidePeriod');
}

/** The receipt's declared items, in order, each labelled and worded. */
function receiptItems(
  receipt: WithdrawalReceipt,
  t: TFunction,
  locale: Locale,
): DeclaredItem[] {
  const dated = (
    key: 'orderedOn' | 'withdrawUntil',
    value: string | null,
  ): DeclaredItem[] =>
    value
      ? [
          {
            key,
            label: t(`withdraw.receipt.${key}`),
            value: formatDate(value, locale),
          },
        ]
      : [];
  return [
    {
      key: 'reference',
      label: t('withdraw.receipt.reference'),
      value: receipt.reference,
    },
    { key: 'name', label: t('withdraw.receipt.name'), value: receipt.name },
    { key: 'email', label: t('withdraw.receipt.email'), value: receipt.email },
    {
      key: 'contract',
      label: t('withdraw.receipt.contract'),
      value: receipt.contract,
    },
    {
      key: 'reason',
      label: t('withdraw.receipt.reason'),
      value: receipt.reason || t('withdraw.receipt.noReason'),
    },
    ...dated('orderedOn', receipt.orderedOn),
    ...dated('withdrawUntil', receipt.withdrawUntil),
    {
      key: 'period',
      label: t('withdraw.receipt.period'),
      value: periodOf(receipt, t),
    },
  ];
}

/**
 * The acknowledgement of receipt (§ 356a BGB): the date and time of
 * receipt in the customer's time zone, every declared item, the reference,
 * where the mail went, and the PDF. A guest learns that the account holder
 * is informed and staff reply.
 */
export function WithdrawReceipt({
  response,
  isGuest,
  onAnother,
}: {
  response: WithdrawResponse;
  isGuest: boolean;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { receipt, receiptUrl, repeated } = response;
  const receivedAt = formatInstant(response.receivedAt, locale);

  // The page changed under the button: the focus follows, so a screen
  // reader reads the receipt next.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      className={classes.card}
      aria-labelledby="withdraw-receipt-title"
      data-testid="withdraw-receipt"
    >
      <Title
        order={2}
        id="withdraw-receipt-title"
        ref={titleRef}
        tabIndex={-1}
        className={classes.receiptTitle}
      >
        <IconCircleCheck size={22} className={classes.receiptIcon} />
        {t('withdraw.receipt.title')}
      </Title>
      <Text fw={600} data-testid="withdraw-received-at">
        {t('withdraw.receipt.receivedAt', { dateTime: receivedAt })}
      </Text>
      {repeated && (
        <Alert color="yellow" variant="light" data-testid="withdraw-repeated">
          {t('withdraw.receipt.repeated', { dateTime: receivedAt })}
        </Alert>
      )}
      <DeclaredItems items={receiptItems(receipt, t, locale)} />
      <Text>{t('withdraw.receipt.mailSent', { email: receipt.email })}</Text>
      <Text size="sm" c="dimmed">
        {t(isGuest ? 'withdraw.receipt.guestNote' : 'withdraw.receipt.refund')}
      </Text>
      <Group gap="sm" className={classes.actions}>
        <Button component="a" href={receiptUrl} download>
          {t('withdraw.receipt.pdf')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('withdraw.receipt.another')}
        </Button>
      </Group>
    </Paper>
  );
}
