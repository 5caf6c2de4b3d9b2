import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';
import { useLocalePath } from '@/lib/locale-context';

/** The error page: the message, and for a missing page a link home. */
export function ErrorView({
  status,
  message,
}: {
  status: number;
  message: string;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text c="dimmed" fw={700} fz={48} lh={1}>
          {status}
        </Text>
        <Title order={1} fz="h2">
          {message}
        </Title>
        <Button component={Link} to={toPath('/')}>
          {t('common.error.home')}
        </Button>
      </Stack>
    </Center>
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

/** The error page for a route error: not found, or an unexpected error. */
function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundView />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorView status={status} message={t('common.error.unexpected')} />;
}

/**
 * The route error element: 404s and unexpected errors, never a blank page;
 * when the error page itself fails, the fallback shows.
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForChunkError()) {
    return null;
  }
  return (
    <ErrorPageBoundary>
      <RouteErrorPage error={error} />
    </ErrorPageBoundary>
  );
}
