import { Box } from '@mantine/core';
import type { BoxProps } from '@mantine/core';

import classes from './sanitized-html.module.css';

/**
 * HTML already sanitised with the contract's HTML policy (`html-policy.ts`),
 * in the app's typography: by the server (announcements), or in the browser
 * by `SanitizedHtml`, which renders through this. It loads no sanitiser
 * itself: never pass it HTML that neither has cleaned.
 */
export function ServerHtml({ html, ...props }: { html: string } & BoxProps) {
  return (
    <Box
      {...props}
      className={classes.content}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
