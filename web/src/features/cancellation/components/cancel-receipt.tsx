import '@mantine/core/styles/Alert.css';

import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import type { CancelRequestResponse, Locale } from '@members/contract';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import classes from '@/components/ui/declaration.module.css';
import { DeclaredItems } from '@/components/ui/declared-items';
import type { DeclaredItem } from '@/components/ui/declared-items';
import { IconCircleCheck } from '@/components/ui/icons';
import { useLocale } from '@/hooks/locale-context';
import { formatDate, formatInstant } from '@/utils/format';

/** The receipt's declared items, in order, each labelled and worded. */
function receiptItems(
  receipt: CancelRequestResponse['receipt'],
  t: TFunction,
  locale: Locale,
): DeclaredItem[] {
  return [
    {
      key: 'reference',
      label: t('cancel.receipt.reference'),
      value: receipt.reference,
    },
    {
      key: 'kind',
      label: t('cancel.receipt.kind'),
      value: t(`cancel.form.${receipt.kind}`),
    },
    ...(receipt.kind === 'extraordinary'
      ? [
          {
            key: 'reason',
            label: t('cancel.receipt.reason'),
            value: receipt.reason,
          },
        ]
      : []),
    { key: 'name', label: t('cancel.receipt.name'), value: receipt.name },
    { key: 'email', label: t('cancel.receipt.email'), value: receipt.email },
    {
      key: 'contract',
      label: t('cancel.receipt.contract'),
      value: receipt.contract,
    },
    {
      key: 'endAt',
      label: t('cancel.receipt.endAt'),
      value:
        receipt.endAt === 'endOfPeriod'
          ? t('cancel.receipt.endAtPeriod')
          : formatDate(receipt.endAt, locale),
    },
    {
      key: 'endsAt',
      label: t('cancel.receipt.endsAt'),
      value: receipt.endsAt
        ? formatDate(receipt.endsAt, locale)
        : t('cancel.receipt.endsAtOpen'),
    },
  ];
}

/**
 * What was declared and when it was received (§ 312k BGB): the date and
 * time of receipt in the customer's time zone, every declared item, the
 * reference, the end when known, where the confirmation went, and the PDF.
 * A guest learns that the account holder is informed and staff confirm.
 */
export function CancelReceipt({
  response,
  isGuest,
  onAnother,
}: {
  response: CancelRequestResponse;
  isGuest: boolean;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { receipt, pdfLink, repeated } = response;
  const receivedAt = formatInstant(receipt.receivedAt, locale);

  // The page changed under the button: the focus follows, so a screen
  // reader reads the receipt next.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const items = receiptItems(receipt, t, locale);

  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      className={classes.card}
      aria-labelledby="cancel-receipt-title"
      data-testid="cancel-receipt"
    >
      <Title
        order={2}
        id="cancel-receipt-title"
        ref={titleRef}
        tabIndex={-1}
        className={classes.receiptTitle}
      >
        <IconCircleCheck size={22} className={classes.receiptIcon} />
        {t('cancel.receipt.title')}
      </Title>
      <Text fw={600} data-testid="cancel-received-at">
        {t('cancel.receipt.receivedAt', { dateTime: receivedAt })}
      </Text>
      {repeated && (
        <Alert color="yellow" variant="light" data-testid="cancel-repeated">
          {t('cancel.receipt.repeated', { dateTime: receivedAt })}
        </Alert>
      )}
      <DeclaredItems items={items} />
      <Text>{t('cancel.receipt.mailSent', { email: receipt.email })}</Text>
      {isGuest && (
        <Text size="sm" c="dimmed">
          {t('cancel.receipt.guestNote')}
        </Text>
      )}
      <Group gap="sm" className={classes.actions}>
        <Button component="a" href={pdfLink} download>
          {t('cancel.receipt.pdf')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('cancel.receipt.another')}
        </Button>
      </Group>
    </Paper>
  );
}
