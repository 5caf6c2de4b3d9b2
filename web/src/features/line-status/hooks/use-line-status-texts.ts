import type { LineStatusResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { formatDate } from '@/utils/format';

import {
  describeFormats,
  getConnectionUse,
  getDaysLeft,
  getKnownStatus,
} from '../utils/line-status';

/** The line's state in words, in the page's language. */
export function useLineStatusTexts() {
  const { t } = useTranslation();
  const locale = useLocale();
  return {
    status: (status: string) => {
      const known = getKnownStatus(status);
      return known
        ? t(`lineStatus.status.${known}`)
        : t('lineStatus.status.other', { status });
    },
    expiry: (line: LineStatusResponse) => {
      const days = getDaysLeft(line.expiresAt, line.checkedAt);
      if (days === null || line.expiresAt === null) {
        return t('lineStatus.never');
      }
      const date = formatDate(line.expiresAt, locale);
      return days === 0
        ? t('lineStatus.expired', { date })
        : t('lineStatus.expires', { date, count: days });
    },
    // The words follow the connections in use ("1 connexion sur 2"); the
    // limit is written where no word depends on it.
    connections: (line: LineStatusResponse) => {
      const use = getConnectionUse(line);
      return use.kind === 'unlimited'
        ? t('lineStatus.connectionsUnlimited', { count: use.active })
        : t('lineStatus.connections', { count: use.active, max: use.max });
    },
    formats: (line: LineStatusResponse) => {
      const names = describeFormats(line.outputFormats);
      return names.length > 0 ? names.join(', ') : t('lineStatus.noFormats');
    },
  };
}
