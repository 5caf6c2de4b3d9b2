import { CloseButton } from '@mantine/core';
import { PAGES } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { useScreenTexts } from '@/lib/screen-texts';

import { useServiceStatus } from '../api/service-status';
import { openProblems, problemsKey } from '../utils/open-issues';

import { ProblemsText } from './problems-text';
import classes from './status-banner.module.css';

/** Where the problems the customer hid the banner for are kept, for this session. */
export const HIDDEN_KEY = 'members.statusBannerHidden';

function readHidden(): string | null {
  try {
    return sessionStorage.getItem(HIDDEN_KEY);
  } catch {
    return null;
  }
}

/**
 * "Known problem: <title> — see the service status", above every signed-in
 * page while WHMCS lists an ongoing network issue; asked again every minute.
 * Hidden, it stays hidden for this session until another problem starts.
 */
export function StatusBanner() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const texts = useScreenTexts('status');
  const status = useServiceStatus();
  const [hidden, setHidden] = useState(readHidden);
  const problems = openProblems(status.data);
  if (!problems || !texts.data) return null;
  const key = problemsKey(problems);
  if (hidden === key) return null;
  const hide = () => {
    try {
      sessionStorage.setItem(HIDDEN_KEY, key);
    } catch {
      // Private mode: hidden until the page is reloaded.
    }
    setHidden(key);
  };
  return (
    <aside
      className={classes.banner}
      aria-label={t('status.banner.label')}
      data-testid="status-banner"
    >
      <span className={classes.icon}>
        <IconAlertTriangle size={18} />
      </span>
      <p className={classes.text}>
        <ProblemsText problems={problems} />{' '}
        <Link to={toPath(PAGES.status)} className={classes.link}>
          {t('status.banner.link')}
        </Link>
      </p>
      <CloseButton
        className={classes.close}
        size="sm"
        onClick={hide}
        aria-label={t('status.banner.hide')}
      />
    </aside>
  );
}
