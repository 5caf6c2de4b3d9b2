import '@mantine/core/styles/Alert.css';

import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import classes from '@/components/ui/declaration.module.css';
import { DeclaredItems } from '@/components/ui/declared-items';
import type { DeclaredItem } from '@/components/ui/declared-items';
import { IconCircleCheck } from '@/components/ui/icons/circle-check';
import { useLocale } from '@/hooks/locale-context';
import { formatInstant } from '@/utils/format';

/**
 * The acknowledgement of a declaration's receipt, a cancellation's
 * (§ 312k BGB) or a withdrawal's (§ 356a BGB): the date and time of receipt
 * in the customer's time zone, every declared item, where the mail went, a
 * note, the PDF and the way to declare another. `area` names its texts
 * (`<area>.receipt.*`) and its test ids (`<area>-receipt`, …).
 */
export function DeclarationReceipt({
  area,
  receivedAt,
  repeated,
  items,
  email,
  note,
  pdfUrl,
  onAnother,
}: {
  area: 'cancel' | 'withdraw';
  receivedAt: string;
  repeated: boolean;
  items: DeclaredItem[];
  email: string;
  note: string | null;
  pdfUrl: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const dateTime = formatInstant(receivedAt, locale);

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
      aria-labelledby={`${area}-receipt-title`}
      data-testid={`${area}-receipt`}
    >
      <Title
        order={2}
        id={`${area}-receipt-title`}
        ref={titleRef}
        tabIndex={-1}
        className={classes.receiptTitle}
      >
        <IconCircleCheck size={22} className={classes.receiptIcon} />
        {t(`${area}.receipt.title`)}
      </Title>
      <Text fw={600} data-testid={`${area}-received-at`}>
        {t(`${area}.receipt.receivedAt`, { dateTime })}
      </Text>
      {repeated && (
        <Alert color="yellow" variant="light" data-testid={`${area}-repeated`}>
          {t(`${area}.receipt.repeated`, { dateTime })}
        </Alert>
      )}
      <DeclaredItems items={items} />
      <Text>{t(`${area}.receipt.mailSent`, { email })}</Text>
      {note !== null && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      <Group gap="sm" className={classes.actions}>
        <Button component="a" href={pdfUrl} download>
          {t(`${area}.receipt.pdf`)}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t(`${area}.receipt.another`)}
        </Button>
      </Group>
    </Paper>
  );
}
