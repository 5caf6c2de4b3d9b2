import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { COPIED_NOTICE_MS } from '@/components/ui/copy-field';
import { IconCheck } from '@/components/ui/icons/check';
import { IconCopy } from '@/components/ui/icons/copy';
import { IconDownload } from '@/components/ui/icons/download';

import { downloadText, recoveryCodesText } from '../utils/recovery-file';

import classes from './security.module.css';

/**
 * New recovery codes, shown this once: copied or downloaded as a text
 * file, then put away with "I have saved them".
 */
export function RecoveryCodes({
  codes,
  onSaved,
}: {
  codes: string[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const text = recoveryCodesText(
    t('security.codes.fileHeading', { site: window.location.host }),
    codes,
  );
  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Text fw={700}>{t('security.codes.title')}</Text>
      <Text size="sm">{t('security.codes.intro')}</Text>
      <ul className={classes.codes} aria-label={t('security.codes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Group gap="sm" className={classes.actions}>
        <CopyButton value={text} timeout={COPIED_NOTICE_MS}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={
                copied ? <IconCheck size={16} /> : <IconCopy size={16} />
              }
              onClick={copy}
            >
              {copied ? t('security.codes.copied') : t('security.codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadText('recovery-codes.txt', text)}
        >
          {t('security.codes.download')}
        </Button>
        <Button onClick={onSaved}>{t('security.codes.saved')}</Button>
      </Group>
    </Stack>
  );
}
