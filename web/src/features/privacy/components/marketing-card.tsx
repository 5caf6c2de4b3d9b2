import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';

import { Anchor, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

import { IconMail } from '@/components/ui/icons/mail';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';
import { Link } from '@/lib/router';

import { useMarketingConsent } from '../api/privacy';

import classes from './privacy.module.css';

/**
 * "Marketing e-mails": WHMCS's marketing opt-in, apart from the e-mail
 * preferences of My details (invoices and reminders come either way). The
 * switch moves at once and goes back if the change fails.
 */
export function MarketingCard({ optIn }: { optIn: boolean }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const consent = useMarketingConsent();

  function handleChange(next: boolean) {
    consent.mutate(next, {
      onSuccess: (answer) =>
        notifications.show({
          color: 'teal',
          message: t(
            answer.marketingOptIn
              ? 'privacy.marketing.on'
              : 'privacy.marketing.off',
          ),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('privacy.marketing.failed'),
          message: t(errorKey(error)),
        }),
    });
  }

  return (
    <SectionCard
      title={t('privacy.marketing.title')}
      icon={<IconMail size={20} />}
      description={t('privacy.marketing.description')}
    >
      <div className={classes.body} data-testid="marketing-card">
        <Switch
          checked={optIn}
          onChange={(event) => handleChange(event.currentTarget.checked)}
          disabled={consent.isPending}
          label={t('privacy.marketing.label')}
          description={t('privacy.marketing.hint')}
        />
        <Text size="sm">
          <Anchor component={Link} to={toPath(paths.profile())} size="sm">
            {t('privacy.marketing.preferencesLink')}
          </Anchor>
        </Text>
      </div>
    </SectionCard>
  );
}
