import '@mantine/core/styles/Tabs.css';

import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { CopyField } from '@/components/ui/copy-field';
import { IconListSteps } from '@/components/ui/icons/list-steps';
import lists from '@/components/ui/lists.module.css';

import { useDeviceSetup } from '../api/get-device-setup';
import { getPortalUrl } from '../utils/device-setup';

import { DetailCard } from './detail-card';
import classes from './subscription-detail.module.css';

/** Device families and how many short steps each takes. */
const GUIDES = [
  { key: 'smartTv', steps: 4 },
  { key: 'android', steps: 4 },
  { key: 'apple', steps: 3 },
  { key: 'mag', steps: 4 },
  { key: 'enigma2', steps: 3 },
  { key: 'pc', steps: 3 },
] as const;

type GuideKey = (typeof GUIDES)[number]['key'];

function MagValues({
  serviceid,
  mac,
}: {
  serviceid: number;
  mac: string | null;
}) {
  const { t } = useTranslation();
  const setup = useDeviceSetup(serviceid).data;
  const portal = t('subscriptions.guide.portalUrl');
  const macLabel = t('subscriptions.fields.mac');
  return (
    <div className={classes.guideValues}>
      {setup && (
        <CopyField
          label={portal}
          value={getPortalUrl(setup.serverUrl)}
          copyLabel={t('subscriptions.copyField', { field: portal })}
          isMonospace
        />
      )}
      <CopyField
        label={macLabel}
        value={mac}
        copyLabel={t('subscriptions.copyField', { field: macLabel })}
        emptyText={t('subscriptions.guide.noMac')}
        isMonospace
      />
    </div>
  );
}

/** Short steps per device family: Smart TV, Android, Apple, MAG, Enigma2, PC. */
export function SetupGuide({
  serviceid,
  mac,
}: {
  serviceid: number;
  mac: string | null;
}) {
  const { t } = useTranslation();
  return (
    <DetailCard
      icon={IconListSteps}
      title={t('subscriptions.guide.title')}
      intro={t('subscriptions.guide.intro')}
      testId="setup-guide"
    >
      <Tabs
        defaultValue={'smartTv' satisfies GuideKey}
        variant="pills"
        radius="xl"
        classNames={{ list: classes.guideTabs, tab: classes.guideTab }}
      >
        <Tabs.List aria-label={t('subscriptions.guide.choose')}>
          {GUIDES.map((guide) => (
            <Tabs.Tab key={guide.key} value={guide.key}>
              {t(`subscriptions.guide.${guide.key}.tab`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {GUIDES.map((guide) => (
          <Tabs.Panel
            key={guide.key}
            value={guide.key}
            className={classes.guidePanel}
          >
            <Text size="sm" fw={600} mb="xs">
              {t(`subscriptions.guide.${guide.key}.devices`)}
            </Text>
            <ol className={`${lists.numbered} ${classes.steps}`}>
              {Array.from({ length: guide.steps }, (_, index) => (
                <li key={index}>
                  {t(`subscriptions.guide.${guide.key}.step${index + 1}`)}
                </li>
              ))}
            </ol>
            {guide.key === 'mag' && (
              <MagValues serviceid={serviceid} mac={mac} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </DetailCard>
  );
}
