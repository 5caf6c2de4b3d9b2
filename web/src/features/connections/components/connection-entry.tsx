import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { useScreenTexts } from '@/lib/screen-texts';

/**
 * "Add a connection": the way from an Active subscription to its connection
 * choices. It asks nothing of the server: the page says when none can be added.
 */
export function AddConnectionButton({ serviceid }: { serviceid: number }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  if (useScreenTexts('connections').data !== true) {
    return null;
  }
  return (
    <Button
      component={Link}
      variant="default"
      to={toPath(paths.addConnection(serviceid))}
      data-testid="add-connection"
    >
      {t('connections.entry')}
    </Button>
  );
}
