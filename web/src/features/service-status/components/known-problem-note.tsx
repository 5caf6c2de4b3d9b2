import { Alert } from '@mantine/core';
import { PAGES } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { useScreenTexts } from '@/lib/screen-texts';

import { useServiceStatus } from '../api/service-status';
import { openProblems } from '../utils/open-issues';

/**
 * "Before you write: there is a known problem …" above the open-ticket form
 * while WHMCS lists an ongoing issue, with the way to the service status.
 */
export function KnownProblemNote() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const texts = useScreenTexts('status');
  const problems = openProblems(useServiceStatus().data);
  if (!problems || !texts.data) return null;
  const [first] = problems.issues;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      title={t('status.ticketNote.title')}
      icon={<IconAlertTriangle size={18} />}
      data-testid="known-problem-note"
    >
      {first
        ? t('status.ticketNote.text', { title: first.title })
        : t('status.ticketNote.textCount', { count: problems.count })}{' '}
      <Link to={toPath(PAGES.status)}>{t('status.ticketNote.link')}</Link>
    </Alert>
  );
}
