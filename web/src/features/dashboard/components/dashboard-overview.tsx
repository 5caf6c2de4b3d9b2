import { Skeleton, Text, Title } from '@mantine/core';
import type { AllDataResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { DashboardFigures } from './dashboard-figures';
import classes from './dashboard-overview.module.css';

/**
 * The top of the dashboard: a greeting and three figures computed from the
 * data on the page (active subscriptions, unpaid invoices, open tickets).
 */
export function DashboardOverview({
  data,
  isLoading,
  providerName,
}: {
  data: AllDataResponse | undefined;
  isLoading: boolean;
  providerName: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <header className={classes.overview}>
      <div>
        <Title order={1} className={classes.greeting}>
          {t('dashboard.greeting.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {providerName
            ? t('dashboard.greeting.subtitle', { provider: providerName })
            : t('dashboard.greeting.subtitleGeneric')}
        </Text>
      </div>
      {data ? (
        <div className={classes.figures} data-testid="summary">
          <DashboardFigures data={data} />
        </div>
      ) : (
        isLoading && (
          <div className={classes.figures} aria-hidden="true">
            <Skeleton radius="lg" className={classes.figureSkeleton} />
            <Skeleton radius="lg" className={classes.figureSkeleton} />
            <Skeleton radius="lg" className={classes.figureSkeleton} />
          </div>
        )
      )}
    </header>
  );
}
