import { Skeleton } from '@mantine/core';
import type { Subscription } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useIsFirstViewPainted } from '@/hooks/use-first-paint';

import { useLineStatus } from '../api/get-line-status';
import { useLineStatusTexts } from '../hooks/use-line-status-texts';
import { getConnectionUse, getPanelMismatch } from '../utils/line-status';

import classes from './line-status.module.css';

/**
 * The line's state in one short line, for a subscription's card on the
 * dashboard (a link to its page, where the card explains). The dashboard
 * renders it only when the feature is on. The panel is asked once the
 * dashboard is on screen.
 */
export function LineStatusLine({
  subscription,
}: {
  subscription: Pick<Subscription, 'id' | 'status'>;
}) {
  const { t } = useTranslation();
  const texts = useLineStatusTexts();
  const query = useLineStatus(subscription.id, useIsFirstViewPainted());
  if (query.isError) {
    return (
      <span className={classes.compact} data-testid="line-status-compact">
        {t('lineStatus.compact.unavailable')}
      </span>
    );
  }
  if (!query.data) {
    return (
      <span className={classes.compact} aria-hidden="true">
        <Skeleton height={12} width="70%" mt={4} />
      </span>
    );
  }
  const line = query.data;
  const mismatch = getPanelMismatch(line.status, subscription.status);
  const isFull = getConnectionUse(line).kind === 'full';
  return (
    <span className={classes.compact} data-testid="line-status-compact">
      {mismatch ? (
        <span className={classes.compactWarning}>
          {t('lineStatus.compact.mismatch', {
            status: texts.status(line.status),
          })}
        </span>
      ) : (
        <>
          <span>{texts.connections(line)}</span>
          {isFull && (
            <span className={classes.compactWarning}>
              {t('lineStatus.compact.full')}
            </span>
          )}
          {line.isTrial && <span>{t('lineStatus.trial')}</span>}
        </>
      )}
    </span>
  );
}
