import { Button, Group, Paper, Text } from '@mantine/core';
import type {
  AddConnectionResponse,
  ConnectionChoice,
  ConnectionOptionsResponse,
  Currency,
} from '@members/contract';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { IconCircleCheck } from '@/components/ui/icons/circle-check';
import { IconLifebuoy } from '@/components/ui/icons/lifebuoy';
import { IconReceipt } from '@/components/ui/icons/receipt';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';

import classes from './connections.module.css';
import { usePriceText } from './use-price-text';

/** The line's connections now and what it costs per cycle. */
export function CurrentConnections({
  options,
}: {
  options: ConnectionOptionsResponse;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const { current } = options;
  if (!current) {
    return null;
  }
  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.current}
      data-testid="current-connections"
    >
      <div>
        <div className={classes.label}>{t('connections.current')}</div>
        <div className={classes.strong}>
          {t('connections.count', { count: current.connections })}
        </div>
      </div>
      <Text className={classes.strong}>
        {price.perCycle(
          current.recurringAmount,
          options.currency,
          options.billingcycle,
        )}
      </Text>
    </Paper>
  );
}

/** No connection can be added: the line cannot, or has the most already; offer a ticket. */
export function NoChoices({ options }: { options: ConnectionOptionsResponse }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const isAtMost = options.available;
  return (
    <Paper withBorder radius="lg" data-testid="connections-empty">
      <EmptyState
        size="md"
        icon={<IconLifebuoy size={24} />}
        title={
          isAtMost
            ? t('connections.mostTitle')
            : t('connections.unavailableTitle')
        }
        description={
          isAtMost
            ? t('connections.mostText')
            : t('connections.unavailableText')
        }
        action={
          <Button
            component={Link}
            variant="light"
            to={toPath(
              paths.openTicket({
                subscriptionid: options.serviceid,
                subject: t('connections.ticketSubject', {
                  id: options.serviceid,
                }),
              }),
            )}
          >
            {t('connections.ticketAction')}
          </Button>
        }
      />
    </Paper>
  );
}

/** The order is placed: its invoice to pay now, or the line has the connections already. */
export function ConnectionOrdered({
  answer,
  choice,
  currency,
}: {
  answer: AddConnectionResponse;
  choice: ConnectionChoice;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const toPath = useLocalePath();
  const { invoiceid } = answer;
  const count = t('connections.count', { count: choice.connections });
  return (
    <Paper withBorder radius="lg" data-testid="connections-ordered">
      <EmptyState
        size="md"
        icon={<IconCircleCheck size={24} />}
        title={t('connections.orderedTitle', { connections: count })}
        description={
          invoiceid === null
            ? t('connections.orderedDone', { connections: count })
            : t('connections.orderedInvoice', {
                invoiceid,
                amount: price.money(choice.dueNow, currency),
              })
        }
        action={
          <Group justify="center">
            {invoiceid !== null && (
              <Button
                component={Link}
                to={toPath(paths.invoice(invoiceid))}
                leftSection={<IconReceipt size={16} />}
                data-testid="connections-pay"
              >
                {t('connections.payNow')}
              </Button>
            )}
            <Button
              component={Link}
              variant={invoiceid === null ? 'filled' : 'default'}
              to={toPath(paths.subscription(answer.serviceid))}
            >
              {t('connections.back')}
            </Button>
          </Group>
        }
      />
    </Paper>
  );
}
