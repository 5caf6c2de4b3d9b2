import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/ActionIcon.css';

import { ActionIcon, Button, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { toDataURL } from 'qrcode';
import { useTranslation } from 'react-i18next';

import { CopyValueButton, UrlText } from '@/components/ui/copy-field';
import { IconDownload } from '@/components/ui/icons/download';
import { IconQrCode } from '@/components/ui/icons/qr-code';
import { QrCode, QUIET_ZONE } from '@/components/ui/qr-code';

import classes from './affiliate.module.css';

async function downloadQr(value: string, fileName: string): Promise<void> {
  const href = await toDataURL(value, {
    errorCorrectionLevel: 'M',
    margin: QUIET_ZONE,
    width: 720,
  });
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

/** A button that shows a referral link as a QR code, to scan or save. */
export function ReferralQrButton({
  url,
  number,
}: {
  url: string;
  number: number;
}) {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  const openLabel = t('affiliate.qr.show', { number });
  return (
    <>
      <Tooltip label={openLabel} withArrow position="top">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={open}
          aria-label={openLabel}
        >
          <IconQrCode size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={isOpen}
        onClose={close}
        title={t('affiliate.qr.title', { number })}
        centered
        radius="lg"
        styles={{ title: { fontWeight: 700 } }}
      >
        <div className={classes.qr}>
          <Text size="sm" c="dimmed" ta="center">
            {t('affiliate.qr.description')}
          </Text>
          <div className={classes.qrFrame}>
            <QrCode
              value={url}
              size={240}
              label={t('affiliate.qr.image', { url })}
            />
          </div>
          <div className={classes.qrUrl}>
            <Text size="sm" fw={600} className={classes.qrUrlText}>
              <UrlText url={url} />
            </Text>
            <CopyValueButton
              value={url}
              label={t('affiliate.links.copy', { number })}
            />
          </div>
          <Button
            fullWidth
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              void downloadQr(url, `referral-link-${number}-qr.png`)
            }
          >
            {t('affiliate.qr.download')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
