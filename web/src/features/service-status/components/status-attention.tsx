import { PAGES } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { useScreenTexts } from '@/lib/screen-texts';

import classes from './status-banner.module.css';

/** The attention panel's line about an ongoing problem (loaded only then). */
export function StatusAttention() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const texts = useScreenTexts('status');
  if (!texts.data) return null;
  return (
    <p className={classes.attention} data-testid="status-attention">
      <span className={classes.icon}>
        <IconAlertTriangle size={18} />
      </span>
      <span>
        {t('status.attention.text')}{' '}
        <Link to={toPath(PAGES.status)} className={classes.link}>
          {t('status.attention.link')}
        </Link>
      </span>
    </p>
  );
}
