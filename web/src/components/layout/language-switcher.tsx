import { Button, Menu } from '@mantine/core';
import { LOCALE_NAMES, LOCALES } from '@members/contract';
import type { Locale } from '@members/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { splitLocale, withLocale } from '../../config/paths';
import { setLocale } from '../../lib/i18n';
import { useLocale } from '../../lib/locale-context';

/** The spec's order of the language list. */
const ORDER: Locale[] = [
  'en-en',
  'pt-pt',
  'es-es',
  'de-de',
  'fr-fr',
  'se-se',
  'tr-tr',
];

/** Picks the language: changes the URL prefix and remembers the choice. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  const handleSelect = async (next: Locale) => {
    await setLocale(next);
    const { path } = splitLocale(location.pathname);
    void navigate(
      `${withLocale(next, path)}${location.search}${location.hash}`,
    );
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          aria-label={t('common.language.choose')}
          data-testid="language-switcher"
        >
          {locale.slice(0, 2).toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ORDER.filter((code) => LOCALES.includes(code)).map((code) => (
          <Menu.Item
            key={code}
            lang={code.slice(0, 2)}
            onClick={() => void handleSelect(code)}
            aria-current={code === locale ? 'true' : undefined}
            fw={code === locale ? 700 : 400}
          >
            {LOCALE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
