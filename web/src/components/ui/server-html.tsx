import { Box } from '@mantine/core';
import type { BoxProps } from '@mantine/core';

import classes from './sanitized-html.module.css';

/**
 * HTML the server has already sanitised (announcements), in the app's
 * typography. The server cleans it with the contract's HTML policy
 * (`html-policy.ts`), the same one `SanitizedHtml` applies in the browser, so
 * this component loads no sanitiser: never pass it HTML from anywhere else.
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
