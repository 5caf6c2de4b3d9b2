import { Badge, Skeleton, Stack, Text } from '@mantine/core';
import type { SignInEntry } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import facts from '@/components/ui/facts.module.css';
import { IconHistory } from '@/components/ui/icons/history';
import lists from '@/components/ui/lists.module.css';
import { SectionCard } from '@/components/ui/section-card';
import { useLocale } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';
import { formatMoment } from '@/utils/format';

import { useSignInHistory } from '../api/security';

import classes from './security.module.css';

/** "Password and authenticator app", "Passkey", … */
function useMethodName() {
  const { t } = useTranslation();
  return (entry: SignInEntry): string => {
    const method = t(`security.history.method.${entry.method}`);
    return entry.secondFactor
      ? t('security.history.withFactor', {
          method,
          factor: t(`security.history.factor.${entry.secondFactor}`),
        })
      : method;
  };
}

/** One sign-in: when, how, from what, from where. */
function SignInRow({ entry }: { entry: SignInEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const methodOf = useMethodName();
  const device =
    entry.browser && entry.os
      ? t('security.history.device', { browser: entry.browser, os: entry.os })
      : (entry.browser ?? entry.os ?? t('security.history.unknownDevice'));
  return (
    <li className={classes.row} data-testid="sign-in">
      <div className={classes.main}>
        <div className={facts.top}>
          <Text span fw={700}>
            {formatMoment(entry.at, locale)}
          </Text>
          {entry.newDevice && (
            <Badge variant="light" color="orange" radius="sm">
              {t('security.history.newDevice')}
            </Badge>
          )}
        </div>
        <Text size="sm">{methodOf(entry)}</Text>
        <dl className={facts.facts}>
          <div>
            <dt>{t('security.history.deviceLabel')}</dt>
            <dd>{device}</dd>
          </div>
          <div>
            <dt>{t('security.history.ip')}</dt>
            <dd className={facts.ip}>{entry.ip}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

/** The last 20 sign-ins, newest first, or why they cannot be read. */
export function SignInHistoryCard() {
  const { t } = useTranslation();
  const history = useSignInHistory();
  let body;
  if (history.isPending) {
    body = (
      <Stack p="md" gap="sm" aria-busy="true" data-testid="history-loading">
        <Skeleton height={48} radius="md" />
        <Skeleton height={48} radius="md" />
      </Stack>
    );
  } else if (history.isError) {
    body = (
      <ErrorState
        message={t(errorKey(history.error))}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  } else if (history.data.signIns.length === 0) {
    body = (
      <Text size="sm" c="dimmed" className={classes.body}>
        {t('security.history.empty')}
      </Text>
    );
  } else {
    body = (
      <ul
        className={lists.divided}
        aria-label={t('security.history.listLabel')}
      >
        {history.data.signIns.slice(0, 20).map((entry, index) => (
          <SignInRow key={`${entry.at}-${index}`} entry={entry} />
        ))}
      </ul>
    );
  }
  return (
    <SectionCard
      title={t('security.history.title')}
      icon={<IconHistory size={20} />}
      description={t('security.history.description')}
    >
      {body}
    </SectionCard>
  );
}
