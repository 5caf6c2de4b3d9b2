import {
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { PAGES } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import { IconPhoto } from '@/components/ui/icons/photo';
import { BackLink } from '@/components/ui/page-header';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { ApiError, errorKey } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format';

import { useEmail } from '../api/emails';
import { hasRemoteContent } from '../utils/email-document';

import { EmailFrame } from './email-frame';

/** One e-mail: subject, date and address, then the message in its sandboxed frame. */
export function EmailView({ emailid }: { emailid: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  const email = useEmail(emailid);
  const [allowRemote, setAllowRemote] = useState(false);
  const back = (
    <BackLink to={toPath(PAGES.emails)}>{t('emails.back')}</BackLink>
  );
  if (email.isPending) {
    return (
      <Stack gap="md" aria-busy="true" data-testid="loading">
        {back}
        <Skeleton height={28} width="60%" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  }
  if (email.isError) {
    const isMissing =
      email.error instanceof ApiError && email.error.code === 'NOT_FOUND';
    return (
      <Stack gap="md">
        {back}
        <ErrorState
          message={isMissing ? t('emails.notFound') : t(errorKey(email.error))}
          onRetry={isMissing ? undefined : () => void email.refetch()}
          isRetrying={email.isFetching}
        />
      </Stack>
    );
  }
  const { subject, date, to, html } = email.data.email;
  const title = subject || t('emails.noSubject');
  return (
    <Stack gap="md">
      {back}
      <div>
        <Title order={1} size="h2" data-testid="email-subject">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('emails.sentTo', { date: formatDateTime(date, locale), to })}
        </Text>
      </div>
      {hasRemoteContent(html) && (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {allowRemote
                ? t('emails.remoteShown')
                : t('emails.remoteBlocked')}
            </Text>
            {!allowRemote && (
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconPhoto size={16} />}
                onClick={() => setAllowRemote(true)}
                data-testid="show-remote-images"
              >
                {t('emails.showRemote')}
              </Button>
            )}
          </Group>
        </Paper>
      )}
      <EmailFrame
        html={html}
        title={t('emails.frameTitle', { subject: title })}
        allowRemote={allowRemote}
      />
    </Stack>
  );
}
