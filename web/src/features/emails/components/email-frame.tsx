import { useMemo } from 'react';

import { buildEmailDocument } from '../utils/email-document';

import classes from './emails.module.css';

/**
 * An e-mail's HTML in a sandboxed frame: no scripts, not our origin (so it
 * can read nothing of the members area), links in a new tab, remote content
 * blocked by its own policy unless `allowRemote`. It scrolls inside itself.
 */
export function EmailFrame({
  html,
  title,
  allowRemote,
}: {
  html: string;
  title: string;
  allowRemote: boolean;
}) {
  const srcDoc = useMemo(
    () => buildEmailDocument(html, allowRemote),
    [html, allowRemote],
  );
  return (
    <iframe
      // A new frame when the policy changes: a document's policy cannot be loosened.
      key={allowRemote ? 'remote' : 'blocked'}
      title={title}
      srcDoc={srcDoc}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      className={classes.frame}
      data-testid="email-frame"
    />
  );
}
