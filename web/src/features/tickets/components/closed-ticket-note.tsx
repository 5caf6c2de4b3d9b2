import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { IconLock } from '@/components/ui/icons/lock';
import { IconPlus } from '@/components/ui/icons/plus';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';

import classes from './ticket-thread.module.css';

/** Where the reply box would be on a closed ticket: a way to a new one. */
export function ClosedTicketNote() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <div className={classes.closedNote} role="note">
      <span className={classes.closedIcon} aria-hidden="true">
        <IconLock size={18} />
      </span>
      <div className={classes.closedText}>
        <Text fw={700} size="sm">
          {t('tickets.closed.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('tickets.closed.body')}
        </Text>
      </div>
      <Button
        component={Link}
        to={toPath(paths.openTicket())}
        variant="light"
        className={classes.closedAction}
        leftSection={<IconPlus size={16} />}
      >
        {t('tickets.openTicket')}
      </Button>
    </div>
  );
}
