import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { PAGES } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { IconMail } from '@/components/ui/icons/mail';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { formatDateTime } from '@/utils/format';

import { useEmails } from '../api/emails';

import classes from './emails.module.css';

/** Older / Newer, as links so a page can be bookmarked and gone back to. */
function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const to = (next: number) => toPath(`${PAGES.emails}?page=${next}`);
  if (pages <= 1) {
    return null;
  }
  return (
    <Group
      justify="space-between"
      component="nav"
      aria-label={t('emails.pages')}
    >
      {page > 1 ? (
        <Button
          component={Link}
          to={to(page - 1)}
          variant="default"
          data-testid="emails-newer"
        >
          {t('emails.newer')}
        </Button>
      ) : (
        <span />
      )}
      <Text size="sm" c="dimmed">
        {t('emails.pageOf', { page, pages })}
      </Text>
      {page < pages ? (
        <Button
          component={Link}
          to={to(page + 1)}
          variant="default"
          data-testid="emails-older"
        >
          {t('emails.older')}
        </Button>
      ) : (
        <span />
      )}
    </Group>
  );
}

/** One page of the e-mail history: date and subject, each opening the e-mail. */
export function EmailList({ page }: { page: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  const emails = useEmails(page);
  if (emails.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" data-testid="loading">
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </Stack>
    );
  }
  if (emails.isError) {
    return (
      <ErrorState
        message={t(errorKey(emails.error))}
        onRetry={() => void emails.refetch()}
        isRetrying={emails.isFetching}
      />
    );
  }
  const { emails: list, total, pageSize } = emails.data;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<IconMail size={22} />}
        title={t('emails.empty.title')}
        description={t('emails.empty.description')}
      />
    );
  }
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        component="ul"
        className={classes.list}
        data-testid="email-list"
      >
        {list.map((email) => (
          <li key={email.id} className={classes.item}>
            <Link
              to={toPath(`${PAGES.emails}?emailid=${email.id}`)}
              className={classes.link}
              data-testid="email-link"
            >
              <span className={classes.subject}>
                {email.subject || t('emails.noSubject')}
              </span>
              <span className={classes.date}>
                {formatDateTime(email.date, locale)}
              </span>
            </Link>
          </li>
        ))}
      </Paper>
      <Pager
        page={emails.data.page}
        pages={Math.max(1, Math.ceil(total / pageSize))}
      />
    </Stack>
  );
}
