import {
  Alert,
  Anchor,
  Badge,
  Paper,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import type { LineStatusResponse, Subscription } from '@members/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { IconInfo } from '@/components/ui/icons/info';
import { IconRouter } from '@/components/ui/icons/router';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { useEnv } from '@/stores/env';

import { useLineStatus } from '../api/get-line-status';
import { useLineStatusTexts } from '../hooks/use-line-status-texts';
import { getConnectionUse, getPanelMismatch } from '../utils/line-status';

import classes from './line-status.module.css';

/** The part of a subscription the card needs. */
export type LineSubscription = Pick<
  Subscription,
  'id' | 'name' | 'username' | 'status'
>;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt className={classes.factLabel}>{label}</dt>
      <dd className={classes.factValue}>{value}</dd>
    </div>
  );
}

function FactsSkeleton() {
  return (
    <div
      className={`${classes.facts} ${classes.skeleton}`}
      aria-busy="true"
      data-testid="line-status-loading"
    >
      {[0, 1, 2].map((key) => (
        <div key={key}>
          <Skeleton height={12} width="50%" mb={8} />
          <Skeleton height={16} width="85%" />
        </div>
      ))}
    </div>
  );
}

/** Why another device is refused when every connection plays, and what to do. */
function FullNotice({ max, serviceid }: { max: number; serviceid: number }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('lineStatus.full.title')}
      className={classes.notice}
      data-testid="line-status-full"
    >
      <p>{t('lineStatus.full.why', { count: max })}</p>
      <p>{t('lineStatus.full.close')}</p>
      <p>
        {t('lineStatus.full.add')}{' '}
        <Anchor
          underline="always"
          component={Link}
          to={toPath(paths.changePlan(serviceid))}
          size="sm"
          fw={600}
        >
          {t('lineStatus.full.changePlan')}
        </Anchor>
      </p>
    </Alert>
  );
}

/** The panel refuses a line billing counts as Active: a ticket with its details. */
function MismatchNotice({
  line,
  subscription,
  kind,
}: {
  line: LineStatusResponse;
  subscription: LineSubscription;
  kind: 'Expired' | 'Disabled' | 'Banned' | 'Other';
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const texts = useLineStatusTexts();
  const status = texts.status(line.status);
  const ticket = paths.openTicket({
    subscriptionid: subscription.id,
    subject: t('lineStatus.mismatch.subject', { status }),
    message: t('lineStatus.mismatch.message', {
      name: subscription.name,
      id: subscription.id,
      username: subscription.username || '—',
      status: line.status,
      expiry: texts.expiry(line),
      checkedAt: line.checkedAt,
    }),
  });
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('lineStatus.mismatch.title')}
      className={classes.notice}
      data-testid="line-status-mismatch"
    >
      <p>{t(`lineStatus.mismatch.${kind}`, { status: line.status })}</p>
      <p>
        {t('lineStatus.mismatch.action')}{' '}
        <Anchor
          underline="always"
          component={Link}
          to={toPath(ticket)}
          size="sm"
          fw={600}
        >
          {t('lineStatus.mismatch.ticket')}
        </Anchor>
      </p>
    </Alert>
  );
}

function FailureNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const isRefused = error instanceof ApiError && error.code === 'PANEL_REFUSED';
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconInfo size={18} />}
      data-testid={
        isRefused ? 'line-status-refused' : 'line-status-unavailable'
      }
    >
      {isRefused ? (
        <>
          {t('lineStatus.refused')}{' '}
          <Anchor
            underline="always"
            component={Link}
            to={toPath(paths.openTicket())}
            size="sm"
          >
            {t('lineStatus.support')}
          </Anchor>
        </>
      ) : (
        t('lineStatus.unavailable')
      )}
    </Alert>
  );
}

function LineFacts({
  line,
  subscription,
}: {
  line: LineStatusResponse;
  subscription: LineSubscription;
}) {
  const { t } = useTranslation();
  const texts = useLineStatusTexts();
  const use = getConnectionUse(line);
  const mismatch = getPanelMismatch(line.status, subscription.status);
  return (
    <>
      <dl className={classes.facts}>
        <Fact
          label={t('lineStatus.fields.expiry')}
          value={texts.expiry(line)}
        />
        <Fact
          label={t('lineStatus.fields.connections')}
          value={texts.connections(line)}
        />
        <Fact
          label={t('lineStatus.fields.formats')}
          value={texts.formats(line)}
        />
      </dl>
      {mismatch && (
        <MismatchNotice
          line={line}
          subscription={subscription}
          kind={mismatch}
        />
      )}
      {!mismatch && use.kind === 'full' && (
        <FullNotice max={use.max} serviceid={subscription.id} />
      )}
    </>
  );
}

function StatusBadges({ line }: { line: LineStatusResponse }) {
  const { t } = useTranslation();
  const texts = useLineStatusTexts();
  const isActive = line.status.toLowerCase() === 'active';
  return (
    <>
      <Badge
        variant="light"
        radius="sm"
        color={isActive ? 'green' : 'red'}
        data-testid="line-status-status"
      >
        {texts.status(line.status)}
      </Badge>
      {line.isTrial && (
        <Badge variant="outline" radius="sm" color="violet">
          {t('lineStatus.trial')}
        </Badge>
      )}
    </>
  );
}

/**
 * The line as the IPTV panel sees it now: status, expiry counted on the
 * panel's clock, trial, connections in use, formats; why another device is
 * refused when all play, and a filled-in ticket when the panel stopped a line
 * billing counts as Active. Nothing shows, and nothing is asked, when the
 * feature is off; a panel that cannot be read leaves the page working.
 */
export function LineStatusCard({
  subscription,
}: {
  subscription: LineSubscription;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const isEnabled = useEnv().data?.linePanel === true;
  const query = useLineStatus(subscription.id, isEnabled);
  if (!isEnabled) {
    return null;
  }
  let content;
  if (query.isError) {
    content = <FailureNotice error={query.error} />;
  } else if (!query.data) {
    content = <FactsSkeleton />;
  } else {
    content = <LineFacts line={query.data} subscription={subscription} />;
  }
  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      aria-labelledby={titleId}
      className={classes.card}
      data-testid="line-status"
    >
      <div className={classes.head}>
        <Title order={2} id={titleId} className={classes.title}>
          <IconRouter size={20} className={classes.titleIcon} />
          {t('lineStatus.title')}
        </Title>
        {query.data && <StatusBadges line={query.data} />}
      </div>
      <Text size="sm" c="dimmed" mt={-8} mb="md">
        {t('lineStatus.intro')}
      </Text>
      {content}
    </Paper>
  );
}
