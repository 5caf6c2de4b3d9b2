import { Badge, Paper, Text, Title } from '@mantine/core';
import type { NetworkIssue } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { formatDateTime } from '@/utils/format';

import classes from './status-page.module.css';

const PRIORITY_COLOR = {
  Critical: 'red',
  High: 'orange',
  Medium: 'yellow',
  Low: 'gray',
} as const;

const STATUS_KEYS: Record<string, string> = {
  Reported: 'reported',
  Investigating: 'investigating',
  'In Progress': 'inProgress',
  Outage: 'outage',
  Scheduled: 'scheduled',
  Resolved: 'resolved',
};

/** A status word in the page's language; an unknown one as WHMCS wrote it. */
function useStatusWord(status: string | null): string | null {
  const { t } = useTranslation();
  if (status === null) return null;
  const key = STATUS_KEYS[status];
  return key ? t(`status.statusWord.${key}`) : status;
}

/** One network issue: its title, the facts the source gave, its description. */
export function IssueCard({ issue }: { issue: NetworkIssue }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const statusWord = useStatusWord(issue.status);
  const when = (value: string | null) => formatDateTime(value, locale);
  const startLabel =
    issue.state === 'scheduled'
      ? t('status.issue.starts')
      : t('status.issue.since');
  const facts: [string, string][] = [
    [t('status.issue.status'), statusWord ?? ''],
    [t('status.issue.affecting'), issue.affecting ?? ''],
    [startLabel, when(issue.startedAt)],
    [
      issue.state === 'resolved'
        ? t('status.issue.resolved')
        : t('status.issue.ends'),
      when(issue.endedAt),
    ],
    [t('status.issue.updated'), when(issue.updatedAt)],
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      data-testid="network-issue"
    >
      <div className={classes.issueHead}>
        <Title order={3} className={classes.issueTitle}>
          {issue.title}
        </Title>
        {issue.priority && (
          <Badge color={PRIORITY_COLOR[issue.priority]} variant="light">
            {t(`status.priority.${issue.priority}`)}
          </Badge>
        )}
      </div>
      <dl className={classes.facts}>
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className={classes.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {issue.description && (
        <Text size="sm" className={classes.description}>
          {issue.description}
        </Text>
      )}
    </Paper>
  );
}
