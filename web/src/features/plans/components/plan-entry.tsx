import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { IconRocket } from '@/components/ui/icons/rocket';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { useScreenTexts } from '@/lib/screen-texts';

/** "Change plan": the way from a subscription to its plan options. */
export function ChangePlanButton({ serviceid }: { serviceid: number }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  if (useScreenTexts('plans').data !== true) {
    return null;
  }
  return (
    <Button
      component={Link}
      variant="default"
      to={toPath(paths.changePlan(serviceid))}
      data-testid="change-plan"
    >
      {t('plans.entry.changePlan')}
    </Button>
  );
}

/** A trial line's invitation to a paid plan, first on its page. */
export function TrialInvite({ serviceid }: { serviceid: number }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  if (useScreenTexts('plans').data !== true) {
    return null;
  }
  return (
    <Alert
      color="violet"
      variant="light"
      radius="lg"
      icon={<IconRocket size={20} />}
      title={t('plans.entry.trialTitle')}
      data-testid="trial-invite"
    >
      <Text size="sm" mb="sm">
        {t('plans.entry.trialText')}
      </Text>
      <Button
        component={Link}
        to={toPath(paths.changePlan(serviceid))}
        leftSection={<IconRocket size={18} />}
      >
        {t('plans.entry.trialAction')}
      </Button>
    </Alert>
  );
}
