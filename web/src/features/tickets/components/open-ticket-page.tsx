import { Paper, Text, Title } from '@mantine/core';
import type { Subscription, UploadLimits } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconCircleCheck } from '@/components/ui/icons/circle-check';
import { IconLifebuoy } from '@/components/ui/icons/lifebuoy';
import { BackLink, PageHeader } from '@/components/ui/page-header';
import { useLocalePath } from '@/hooks/locale-context';

import { OpenTicketForm } from './open-ticket-form';
import type { OpenTicketPrefill } from './open-ticket-form';
import classes from './open-ticket.module.css';

const TIPS = ['what', 'when', 'device', 'screenshot'] as const;

/** `/openTicket`: the form beside a few tips for a quick answer. */
export function OpenTicketPage({
  subscriptions,
  uploads,
  prefill,
  notice,
}: {
  subscriptions: Subscription[];
  uploads: UploadLimits | undefined;
  prefill?: OpenTicketPrefill;
  /** A note above the form (a known service problem). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <>
      <BackLink to={toPath('/#tickets')}>{t('tickets.back')}</BackLink>
      <PageHeader
        title={t('tickets.open.title')}
        subtitle={t('tickets.open.subtitle')}
      />
      {notice}
      <div className={classes.layout}>
        <Paper withBorder radius="lg" className={classes.formCard}>
          <OpenTicketForm
            subscriptions={subscriptions}
            uploads={uploads}
            prefill={prefill}
          />
        </Paper>
        <Paper radius="lg" className={classes.tips}>
          <div className={classes.tipsHeader}>
            <span className={classes.tipsIcon} aria-hidden="true">
              <IconLifebuoy size={18} />
            </span>
            <Title order={2} className={classes.tipsTitle}>
              {t('tickets.open.tips.title')}
            </Title>
          </div>
          <ul className={classes.tipList}>
            {TIPS.map((tip) => (
              <li key={tip}>
                <IconCircleCheck size={16} className={classes.tipIcon} />
                <Text span size="sm">
                  {t(`tickets.open.tips.${tip}`)}
                </Text>
              </li>
            ))}
          </ul>
        </Paper>
      </div>
    </>
  );
}
