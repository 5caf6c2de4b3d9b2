import type { BoxProps } from '@mantine/core';
import { useMemo } from 'react';

import { sanitizeHtml } from './sanitize-html';
import { ServerHtml } from './server-html';

/**
 * HTML from WHMCS (ticket messages), sanitised in the browser with DOMPurify,
 * in the app's typography. Announcements arrive sanitised: `ServerHtml`.
 */
export function SanitizedHtml({ html, ...props }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <ServerHtml {...props} html={clean} />;
}
