import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/nprogress/styles.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import type { BrandTheme } from '@/brand-theme';
import { cookieColorSchemeManager } from '@/lib/color-scheme-manager';
import { theme } from '@/theme';

import { NotificationsHost } from './notifications-host';

const colorSchemeManager = cookieColorSchemeManager();

// Mantine's dimmed grey, error red and the text of light badges are too
// light for small text on white or their tint (WCAG AA asks for 4.5:1), and
// the grey and red too dark on the dark background. White on Mantine's
// filled red is too faint as well (in both schemes: the dark one fills
// with a lighter red), and so are links in the brand colour on the dark
// background.
const resolveCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#626970',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-green-light-color': '#257735',
    '--mantine-color-yellow-light-color': '#a15300',
    '--mantine-color-orange-light-color': '#b63c0d',
    '--mantine-color-red-light-color': '#c12828',
    '--mantine-color-cyan-light-color': '#0b7082',
    '--mantine-color-red-filled': '#c92a2a',
    '--mantine-color-red-filled-hover': '#a61e1e',
  },
  dark: {
    '--mantine-color-dimmed': '#b0b0b0',
    '--mantine-color-error': '#ffa8a8',
    '--mantine-color-anchor': 'var(--mantine-color-brand-2)',
    '--mantine-color-red-filled': '#c92a2a',
    '--mantine-color-red-filled-hover': '#a61e1e',
  },
});

/** The resolver with a provider's colour variables over the built-in ones. */
function withBrand(brand: BrandTheme | null): CSSVariablesResolver {
  if (!brand) {
    return resolveCssVariables;
  }
  return (mantineTheme) => {
    const own = resolveCssVariables(mantineTheme);
    return {
      variables: own.variables,
      light: { ...own.light, ...brand.variables.light },
      dark: { ...own.dark, ...brand.variables.dark },
    };
  };
}

/** Everything the app's components expect around them. */
export function AppProvider({
  queryClient,
  i18n,
  brand = null,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  /** The provider's colour as theme and variables; null: the built-in look. */
  brand?: BrandTheme | null;
  children: ReactNode;
}) {
  const resolver = useMemo(() => withBrand(brand), [brand]);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={brand?.theme ?? theme}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={resolver}
        // Every theme variable comes from the provider's own <style>, not
        // from Mantine's stylesheet of defaults (about 3 kB less to load).
        deduplicateCssVariables={false}
      >
        <QueryClientProvider client={queryClient}>
          <NotificationsHost />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
