import classes from './channels.module.css';

/**
 * The channel list's loading sign: a plain element drawn as the app's small
 * loader, as it shows in the click that opens the list.
 */
export function ChannelsLoading({
  label,
  testId,
}: {
  label: string;
  testId?: string;
}) {
  return (
    <span
      className={classes.loading}
      role="status"
      aria-label={label}
      data-testid={testId}
    />
  );
}
