import { Anchor, Button, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { Reseller } from '@members/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AsyncContent } from '@/components/ui/async-content';
import type { AsyncState } from '@/components/ui/async-content';
import { CopyField, UrlText } from '@/components/ui/copy-field';
import { EmptyState } from '@/components/ui/empty-state';
import { IconExternalLink } from '@/components/ui/icons/external-link';
import { IconLink } from '@/components/ui/icons/link';
import { IconPencil } from '@/components/ui/icons/pencil';
import { PageHeader } from '@/components/ui/page-header';
import { useLocale } from '@/hooks/locale-context';
import { formatDateTime } from '@/utils/format';

import { RedirectUrlForm } from './redirect-url-form';
import classes from './reseller.module.css';

function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The current redirect URL with copy, a link to open it, and when it last changed. */
function RedirectUrlView({
  reseller,
  url,
}: {
  reseller: Reseller;
  url: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <CopyField
        label={t('reseller.redirect.label')}
        value={url}
        display={url ? <UrlText url={url} /> : undefined}
        copyLabel={t('reseller.redirect.copy')}
        emptyText={t('reseller.redirect.notSet')}
        isMonospace
      />
      <div className={classes.cardFooter}>
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
        {reseller.updatedAt && (
          <Text size="sm" c="dimmed" className={classes.updated}>
            {t('reseller.redirect.lastChanged', {
              date: formatDateTime(reseller.updatedAt, locale),
            })}
          </Text>
        )}
      </div>
    </>
  );
}

/**
 * Where the reseller's customers are sent: the current address with copy,
 * open and when it last changed, and a form to change it.
 */
function RedirectUrlCard({
  reseller,
  onSaved,
}: {
  reseller: Reseller;
  onSaved?: (reseller: Reseller) => void;
}) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const url = reseller.redirect_url?.trim() || null;
  const canEdit = onSaved !== undefined;
  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.card}
      data-testid="redirect-url-card"
    >
      <div className={classes.cardHeader}>
        <div className={classes.cardTitles}>
          <Title order={2} className={classes.cardTitle}>
            {t('reseller.redirect.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reseller.redirect.description')}
          </Text>
        </div>
        {canEdit && !isEditing && (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPencil size={16} />}
            onClick={() => setIsEditing(true)}
          >
            {url ? t('reseller.redirect.change') : t('reseller.redirect.set')}
          </Button>
        )}
      </div>
      {isEditing && onSaved ? (
        <RedirectUrlForm
          current={url}
          onSaved={(next) => {
            setIsEditing(false);
            onSaved(next);
          }}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        <RedirectUrlView reseller={reseller} url={url} />
      )}
    </Paper>
  );
}

/**
 * The reseller area: the redirect URL (changed through `onRedirectSaved`)
 * and, as `children`, the reseller's services.
 */
export function ResellerPage({
  state,
  onRedirectSaved,
  children,
}: {
  state: AsyncState<Reseller | null>;
  onRedirectSaved?: (reseller: Reseller) => void;
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
              <RedirectUrlCard reseller={reseller} onSaved={onRedirectSaved} />
            )
          }
        </AsyncContent>
        {children}
      </div>
    </>
  );
}
