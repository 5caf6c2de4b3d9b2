import { Skeleton, Stack, Text } from '@mantine/core';
import type { NetworkIssue, ServiceStatusResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { IconCalendar } from '@/components/ui/icons/calendar';
import { IconCircleCheck } from '@/components/ui/icons/circle-check';
import { IconHistory } from '@/components/ui/icons/history';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { useLocale } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';
import { formatInstant } from '@/utils/format';

import { useServiceStatus } from '../api/service-status';
import { openProblems } from '../utils/open-issues';

import { IssueCard } from './issue-card';
import { ProblemsText } from './problems-text';
import classes from './status-page.module.css';

function IssueList({ issues }: { issues: NetworkIssue[] }) {
  return (
    <Stack gap="sm">
      {issues.map((issue) => (
        <IssueCard key={issue.id} issue={issue} />
      ))}
    </Stack>
  );
}

/** The ongoing problems first, then planned maintenance, then what was recently fixed. */
function StatusSections({ status }: { status: ServiceStatusResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const of = (state: NetworkIssue['state']) =>
    status.issues.filter((issue) => issue.state === state);
  const problems = openProblems(status);
  const open = of('open');
  const scheduled = of('scheduled');
  const resolved = of('resolved');
  return (
    <>
      <SectionCard
        title={t('status.page.current')}
        icon={<IconAlertTriangle size={18} />}
        isBare={open.length > 0}
      >
        {status.source === null ? (
          <Text>{t('status.page.unknown')}</Text>
        ) : problems && open.length === 0 ? (
          <Text data-testid="status-count-only">
            <ProblemsText problems={problems} />
          </Text>
        ) : open.length > 0 ? (
          <IssueList issues={open} />
        ) : (
          <p className={classes.calm} data-testid="status-all-clear">
            <span className={classes.calmIcon}>
              <IconCircleCheck size={20} />
            </span>
            {t('status.page.allClear')}
          </p>
        )}
      </SectionCard>
      {scheduled.length > 0 && (
        <SectionCard
          title={t('status.page.scheduled')}
          icon={<IconCalendar size={18} />}
          isBare
        >
          <IssueList issues={scheduled} />
        </SectionCard>
      )}
      {resolved.length > 0 && (
        <SectionCard
          title={t('status.page.resolved')}
          icon={<IconHistory size={18} />}
          isBare
        >
          <IssueList issues={resolved} />
        </SectionCard>
      )}
      {status.checkedAt && (
        <Text size="sm" c="dimmed">
          {t('status.page.checkedAt', {
            time: formatInstant(status.checkedAt, locale),
          })}
        </Text>
      )}
    </>
  );
}

function StatusContent() {
  const { t } = useTranslation();
  const status = useServiceStatus();
  if (status.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="loading">
        <Skeleton height={120} radius="md" />
        <Skeleton height={80} radius="md" />
      </Stack>
    );
  }
  if (status.isError) {
    return (
      <ErrorState
        message={t(errorKey(status.error))}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  }
  return <StatusSections status={status.data} />;
}

/** `/status`: the provider's network issues, as WHMCS publishes them. */
export function StatusPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('status.page.title')}
        subtitle={t('status.page.subtitle')}
      />
      <StatusContent />
    </Stack>
  );
}
