import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Announcement } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AsyncContent } from '@/components/ui/async-content';
import type { AsyncState } from '@/components/ui/async-content';
import { IconSpeakerphone } from '@/components/ui/icons/speakerphone';
import lists from '@/components/ui/lists.module.css';
import { SectionCard } from '@/components/ui/section-card';
import { ServerHtml } from '@/components/ui/server-html';
import { useLocale } from '@/hooks/locale-context';
import { formatDate } from '@/utils/format';

import classes from './announcements.module.css';

/** Announcements shown before "Show more". */
export const ANNOUNCEMENTS_SHOWN = 3;

function AnnouncementsSkeleton() {
  return (
    <Stack gap="lg" p="md">
      {[0, 1].map((index) => (
        <Stack key={index} gap={8}>
          <Skeleton height={12} width="30%" />
          <Skeleton height={16} width="70%" />
          <Skeleton height={12} />
          <Skeleton height={12} width="85%" />
        </Stack>
      ))}
    </Stack>
  );
}

function AnnouncementList({
  announcements,
}: {
  announcements: Announcement[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const shown = isShowingAll
    ? announcements
    : announcements.slice(0, ANNOUNCEMENTS_SHOWN);
  const hiddenCount = announcements.length - shown.length;

  return (
    <>
      <ul className={lists.divided}>
        {shown.map((announcement) => (
          <li key={announcement.id}>
            <article className={classes.item}>
              <Text size="xs" c="dimmed" fw={600} className={classes.date}>
                <time dateTime={announcement.date ?? undefined}>
                  {formatDate(announcement.date, locale)}
                </time>
              </Text>
              <Title order={3} className={classes.title}>
                {announcement.title}
              </Title>
              <ServerHtml
                html={announcement.body}
                c="var(--announcement-text)"
              />
            </article>
          </li>
        ))}
      </ul>
      {(hiddenCount > 0 || isShowingAll) && (
        <div className={classes.more}>
          <Button
            variant="subtle"
            size="sm"
            onClick={() => setIsShowingAll((current) => !current)}
          >
            {isShowingAll
              ? t('announcements.showFewer')
              : t('announcements.showMore', { count: hiddenCount })}
          </Button>
        </div>
      )}
    </>
  );
}

function isShown(
  state: AsyncState<Announcement[] | null>,
  isEnabled: boolean,
): boolean {
  if (state.data === undefined) {
    return isEnabled;
  }
  if (state.errorMessage) {
    return true;
  }
  return state.data !== null && state.data.length > 0;
}

/**
 * The dashboard's announcements (`#announcements`). Hidden when they are
 * switched off (`null`) or there are none; `isEnabled` (the server setting)
 * decides whether a loading or failed dashboard shows the section at all.
 */
export function AnnouncementsSection({
  state,
  isEnabled,
}: {
  state: AsyncState<Announcement[] | null>;
  isEnabled: boolean;
}) {
  const { t } = useTranslation();
  if (!isShown(state, isEnabled)) {
    return null;
  }
  return (
    <SectionCard
      id="announcements"
      title={t('announcements.title')}
      icon={<IconSpeakerphone size={18} />}
    >
      <AsyncContent state={state} skeleton={<AnnouncementsSkeleton />}>
        {(announcements) => (
          <AnnouncementList announcements={announcements ?? []} />
        )}
      </AsyncContent>
    </SectionCard>
  );
}
