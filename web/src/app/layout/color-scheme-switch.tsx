import { useMantineColorScheme } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { COLOR_SCHEMES, isColorSchemeChoice } from '@/utils/color-scheme';

import classes from './header.module.css';

/**
 * Picks light, dark or the system's colour scheme: a native select, so
 * keyboards and screen readers get the platform's own control. The choice
 * is kept in the `colorScheme` cookie (cookieColorSchemeManager).
 */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const id = useId();
  return (
    <div className={classes.scheme}>
      <label htmlFor={id} className={classes.visuallyHidden}>
        {t('common.colorScheme.label')}
      </label>
      <select
        id={id}
        className={classes.schemeSelect}
        value={colorScheme}
        data-testid="color-scheme-switch"
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isColorSchemeChoice(next)) {
            setColorScheme(next);
          }
        }}
      >
        {COLOR_SCHEMES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`common.colorScheme.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
