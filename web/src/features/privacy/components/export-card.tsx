import { Alert, Button, Loader, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { IconDownload } from '@/components/ui/icons/download';
import { SectionCard } from '@/components/ui/section-card';
import { useLocale } from '@/hooks/locale-context';
import { ApiError, errorKey } from '@/lib/api-client';
import { now } from '@/utils/clock';
import { formatMoment } from '@/utils/format';

import { useDataExport } from '../hooks/use-data-export';
import type { ExportState } from '../hooks/use-data-export';
import { formatBytes } from '../utils/format-bytes';

import classes from './privacy.module.css';

/** What the file holds, each a line of `privacy.export.inside`. */
const INSIDE = [
  'profile',
  'lines',
  'invoices',
  'tickets',
  'emails',
  'activity',
  'sessions',
  'consents',
] as const;

/** What the file leaves out, each a line of `privacy.export.leftOut`. */
const LEFT_OUT = ['secrets', 'attachments'] as const;

/** Why a download failed, in words: the day's limit with the time it ends, or the error. */
function useFailureText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (error: unknown): string => {
    if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
      return error.retryAfter
        ? t('privacy.export.limitUntil', {
            time: formatMoment(
              new Date(now() + error.retryAfter * 1000).toISOString(),
              locale,
            ),
          })
        : t('privacy.export.limit');
    }
    return t(errorKey(error));
  };
}

/** The download under way (bytes received, a bar when the size is known) or its outcome, read out as it changes. */
function ExportStatus({ state }: { state: ExportState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  let content = null;
  if (state.status === 'loading') {
    const { received, total } = state.progress;
    content = (
      <>
        {total ? (
          <Progress
            className={classes.progressBar}
            value={Math.min(100, (received / total) * 100)}
            animated
            aria-hidden
          />
        ) : (
          <Loader size="sm" aria-hidden />
        )}
        <Text size="sm">
          {received === 0
            ? t('privacy.export.preparing')
            : t('privacy.export.received', {
                size: formatBytes(received, locale),
              })}
        </Text>
      </>
    );
  } else if (state.status === 'done') {
    content = (
      <Text size="sm">
        {t('privacy.export.saved', {
          name: state.fileName,
          size: formatBytes(state.size, locale),
        })}
      </Text>
    );
  }
  return (
    <div
      className={classes.progress}
      role="status"
      aria-live="polite"
      data-testid="export-status"
    >
      {content}
    </div>
  );
}

/** "Download my data": what the file holds and leaves out, the button, the day's downloads left. */
export function ExportCard({ exportsLeft }: { exportsLeft: number }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { state, start } = useDataExport(t('privacy.export.fileName'));
  const isLoading = state.status === 'loading';
  return (
    <SectionCard
      title={t('privacy.export.title')}
      icon={<IconDownload size={20} />}
      description={t('privacy.export.description')}
    >
      <div className={classes.body} data-testid="export-card">
        <div>
          <Text size="sm" fw={600}>
            {t('privacy.export.insideTitle')}
          </Text>
          <ul className={classes.list}>
            {INSIDE.map((item) => (
              <li key={item}>
                <Text size="sm" span>
                  {t(`privacy.export.inside.${item}`)}
                </Text>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Text size="sm" fw={600}>
            {t('privacy.export.leftOutTitle')}
          </Text>
          <ul className={classes.list}>
            {LEFT_OUT.map((item) => (
              <li key={item}>
                <Text size="sm" span>
                  {t(`privacy.export.leftOut.${item}`)}
                </Text>
              </li>
            ))}
          </ul>
        </div>
        <Text size="sm" c="dimmed">
          {t('privacy.export.format')}
        </Text>
        <div>
          <Button
            leftSection={<IconDownload size={18} />}
            onClick={() => void start()}
            loading={isLoading}
            disabled={exportsLeft === 0 && !isLoading}
          >
            {t('privacy.export.button')}
          </Button>
        </div>
        <div>
          <Text size="sm" data-testid="exports-left">
            {exportsLeft === 0
              ? t('privacy.export.noneLeft')
              : t('privacy.export.left', { count: exportsLeft })}
          </Text>
          <ExportStatus state={state} />
        </div>
        {state.status === 'error' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            data-testid="export-error"
          >
            {failureText(state.error)}
          </Alert>
        )}
      </div>
    </SectionCard>
  );
}
