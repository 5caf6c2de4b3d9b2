import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocalePath } from '@/hooks/locale-context';
import { Link, useLocation } from '@/lib/router';
import { isChunkLoadError, reloadForChunkError } from '@/utils/chunk-reload';

/**
 * The error page: the message, and for a missing page (404 only) a link
 * home (product rules: Errors). Any other status shows its message alone:
 * the header around it leads on.
 */
export function ErrorView({
  status,
  message,
}: {
  status: number;
  message: string;
}) {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text c="dimmed" fw={700} fz={48} lh={1}>
          {status}
        </Text>
        <Title order={1} fz="h2">
          {message}
        </Title>
        {status === 404 && <HomeLink />}
      </Stack>
    </Center>
  );
}

/** The not-found page's way back to the dashboard, in the page's language. */
function HomeLink() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Button component={Link} to={toPath('/')}>
      {t('common.error.home')}
    </Button>
  );
}

/** The not-found page (product rules: Errors: 404, "This page could not be found"). */
export function NotFoundView() {
  const { t } = useTranslation();
  return <ErrorView status={404} message={t('common.error.notFound')} />;
}

/**
 * The last resort when the error page itself fails, translations included:
 * a fixed text (product rules: Errors), which needs nothing else to render.
 */
function ErrorFallback() {
  /* eslint-disable i18next/no-literal-string -- fixed fallback text (product rules: Errors) */
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Text>An error occurred while showing the error page</Text>
        <a href="/dashboard/">Go back to home</a>
      </Stack>
    </Center>
  );
  /* eslint-enable i18next/no-literal-string */
}

/**
 * Shows the fallback instead of its children when they fail to render: the
 * error page must never end in a blank screen itself (product rules: Errors).
 */
class ErrorPageBoundary extends Component<
  { children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? <ErrorFallback /> : this.props.children;
  }
}

/** The error page for an unexpected error while a page renders or loads. */
function UnexpectedErrorPage() {
  const { t } = useTranslation();
  return <ErrorView status={500} message={t('common.error.unexpected')} />;
}

/** What a route's error boundary shows for `error`: never a blank page. */
function RouteError({ error }: { error: unknown }) {
  if (isChunkLoadError(error) && reloadForChunkError()) {
    return null;
  }
  return (
    <ErrorPageBoundary>
      <UnexpectedErrorPage />
    </ErrorPageBoundary>
  );
}

interface CatcherState {
  /** The page the error happened on; another page starts afresh. */
  path: string;
  error: unknown;
  hasFailed: boolean;
}

class RouteErrorCatcher extends Component<
  { path: string; children: ReactNode },
  CatcherState
> {
  override state: CatcherState = {
    path: this.props.path,
    error: undefined,
    hasFailed: false,
  };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { error, hasFailed: true };
  }

  static getDerivedStateFromProps(
    props: { path: string },
    state: CatcherState,
  ): Partial<CatcherState> | null {
    return props.path === state.path
      ? null
      : { path: props.path, error: undefined, hasFailed: false };
  }

  override render() {
    return this.state.hasFailed ? (
      <RouteError error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}

/**
 * A route's error boundary: when its page fails to render or its code fails
 * to load, the error page shows in its place (a missing chunk after a new
 * release reloads the page once instead); going to another page clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorCatcher path={pathname}>{children}</RouteErrorCatcher>;
}
