import { Button, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { IconCircleCheck } from '@/components/ui/icons/circle-check';
import { IconLifebuoy } from '@/components/ui/icons/lifebuoy';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';

/** The order is placed and nothing is due: say so. */
export function OrderDone({ serviceid }: { serviceid: number | null }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Paper withBorder radius="lg" data-testid="order-done">
      <EmptyState
        size="md"
        icon={<IconCircleCheck size={24} />}
        title={t('plans.order.doneTitle')}
        description={t('plans.order.doneText')}
        action={
          <Button
            component={Link}
            to={toPath(
              serviceid === null
                ? '/#subscriptions'
                : paths.subscription(serviceid),
            )}
          >
            {serviceid === null
              ? t('plans.order.back')
              : t('plans.order.openLine')}
          </Button>
        }
      />
    </Paper>
  );
}

/** No product to order: say so, and offer a ticket. */
export function NoProducts() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Paper withBorder radius="lg" data-testid="order-empty">
      <EmptyState
        size="md"
        icon={<IconLifebuoy size={24} />}
        title={t('plans.order.emptyTitle')}
        description={t('plans.order.emptyText')}
        action={
          <Button
            component={Link}
            variant="light"
            to={toPath(paths.openTicket({ subject: t('plans.order.title') }))}
          >
            {t('plans.order.emptyAction')}
          </Button>
        }
      />
    </Paper>
  );
}
