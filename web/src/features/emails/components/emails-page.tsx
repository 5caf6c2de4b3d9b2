import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '@/components/ui/page-header';
import { parseId, useIdParam } from '@/components/ui/parse-id';
import { useSearchParams } from '@/lib/router';

import { EmailList } from './email-list';
import { EmailView } from './email-view';

/**
 * `/emails`: the e-mails WHMCS sent the customer, a page at a time
 * (`?page=N`), and one of them (`?emailid=N`, deep-linkable).
 */
export function EmailsPage() {
  const { t } = useTranslation();
  const emailid = useIdParam('emailid');
  const [searchParams] = useSearchParams();
  const page = parseId(searchParams.get('page')) ?? 1;
  if (emailid !== null) {
    return <EmailView emailid={emailid} />;
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t('emails.title')} subtitle={t('emails.subtitle')} />
      <EmailList page={page} />
    </Stack>
  );
}
