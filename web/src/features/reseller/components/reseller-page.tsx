import { Anchor, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { Reseller } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AsyncContent } from '../../../components/ui/async-content';
import type { AsyncState } from '../../../components/ui/async-content';
import { CopyField, UrlText } from '../../../components/ui/copy-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { IconExternalLink, IconLink } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';

import classes from './reseller.module.css';

function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Where the reseller's customers are sent, with copy and open. */
function RedirectUrlCard({
  reseller,
  actions,
}: {
  reseller: Reseller;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const url = reseller.redirect_url?.trim() || null;
  return (
    <Paper withBorder radius="lg" className={classes.card}>
      <div className={classes.cardHeader}>
        <div>
          <Title order={2} className={classes.cardTitle}>
            {t('reseller.redirect.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reseller.redirect.description')}
          </Text>
        </div>
        {actions}
      </div>
      <CopyField
        label={t('reseller.redirect.label')}
        value={url}
        display={url ? <UrlText url={url} /> : undefined}
        copyLabel={t('reseller.redirect.copy')}
        emptyText={t('reseller.redirect.notSet')}
        isMonospace
      />
      {url && isWebUrl(url) && (
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          className={classes.open}
        >
          {t('reseller.redirect.open')}
          <IconExternalLink size={14} />
        </Anchor>
      )}
    </Paper>
  );
}

/**
 * The reseller area: the redirect URL (the edit form slots in as
 * `redirectActions`) and, as `children`, the reseller's services.
 */
export function ResellerPage({
  state,
  redirectActions,
  children,
}: {
  state: AsyncState<Reseller | null>;
  redirectActions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('reseller.title')}
        subtitle={t('reseller.subtitle')}
      />
      <div className={classes.stack}>
        <AsyncContent
          state={state}
          skeleton={<Skeleton height={150} radius="lg" />}
          isEmpty={(reseller) => reseller === null}
          empty={
            <Paper withBorder radius="lg">
              <EmptyState
                icon={<IconLink size={22} />}
                title={t('reseller.empty.title')}
                description={t('reseller.empty.description')}
              />
            </Paper>
          }
        >
          {(reseller) =>
            reseller && (
              <RedirectUrlCard reseller={reseller} actions={redirectActions} />
            )
          }
        </AsyncContent>
        {children}
      </div>
    </>
  );
}
