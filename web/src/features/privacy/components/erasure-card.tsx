import '@mantine/core/styles/Input.css';

import { Alert, Anchor, Button, Group, Text, Textarea } from '@mantine/core';
import { CANCEL_REASON_MAX_LENGTH, checkCancelReason } from '@members/contract';
import type { ErasureRequest } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { IconCircleCheck } from '@/components/ui/icons/circle-check';
import { IconLifebuoy } from '@/components/ui/icons/lifebuoy';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { formatDay } from '@/utils/format';

import { useRequestErasure } from '../api/privacy';

import classes from './privacy.module.css';

/** What must be kept, each a line of `privacy.erasure.kept`. */
const KEPT = ['invoices', 'claims', 'lines'] as const;

/** The open request: when it was made and its ticket. */
function OpenRequest({ request }: { request: ErasureRequest }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={t('privacy.erasure.openTitle')}
      data-testid="erasure-request"
    >
      <Text size="sm">
        {t('privacy.erasure.openText', {
          date: formatDay(request.requestedAt, locale),
          tid: request.tid,
        })}
      </Text>
      <Anchor
        component={Link}
        to={toPath(paths.ticket(request.ticketId))}
        size="sm"
        fw={600}
      >
        {t('privacy.erasure.openTicket', { tid: request.tid })}
      </Anchor>
    </Alert>
  );
}

/** The second step: what is sent, then send or go back to the message. */
function ErasureConfirm({
  message,
  onBack,
}: {
  message: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const erasure = useRequestErasure();
  return (
    <div className={classes.body} data-testid="erasure-confirm">
      <Text size="sm" fw={600}>
        {t('privacy.erasure.confirmTitle')}
      </Text>
      <Text size="sm">{t('privacy.erasure.confirmText')}</Text>
      {message.trim() !== '' && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </Text>
      )}
      {erasure.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
        >
          {t(errorKey(erasure.error))}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          color="red"
          loading={erasure.isPending}
          onClick={() => erasure.mutate(message)}
        >
          {t('privacy.erasure.confirm')}
        </Button>
        <Button variant="default" disabled={erasure.isPending} onClick={onBack}>
          {t('privacy.erasure.back')}
        </Button>
      </Group>
    </div>
  );
}

/** The optional message, then a second step that sends the request. */
function ErasureForm() {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const problem = checkCancelReason(message, false);
  const problemText =
    problem && t(`fields.${problem}`, { max: CANCEL_REASON_MAX_LENGTH });

  if (isConfirming) {
    return (
      <ErasureConfirm message={message} onBack={() => setIsConfirming(false)} />
    );
  }

  return (
    <form
      className={classes.body}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) {
          setIsConfirming(true);
        }
      }}
    >
      <Textarea
        label={t('privacy.erasure.messageLabel')}
        description={t('privacy.erasure.messageHint')}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={problemText || undefined}
        minRows={3}
      />
      <div>
        <Button type="submit" variant="default" color="red">
          {t('privacy.erasure.ask')}
        </Button>
      </div>
    </form>
  );
}

/** "Ask for erasure": what must be kept, then the open request or the form. */
export function ErasureCard({ request }: { request: ErasureRequest | null }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('privacy.erasure.title')}
      icon={<IconLifebuoy size={20} />}
      description={t('privacy.erasure.description')}
    >
      <div className={classes.body} data-testid="erasure-card">
        <div>
          <Text size="sm" fw={600}>
            {t('privacy.erasure.keptTitle')}
          </Text>
          <ul className={classes.list}>
            {KEPT.map((item) => (
              <li key={item}>
                <Text size="sm" span>
                  {t(`privacy.erasure.kept.${item}`)}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {request ? (
        <div className={classes.body}>
          <OpenRequest request={request} />
        </div>
      ) : (
        <ErasureForm />
      )}
    </SectionCard>
  );
}
