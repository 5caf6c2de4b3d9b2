import { NativeSelect, TextInput } from '@mantine/core';
import type { ChannelsResponse } from '@members/contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IconSearch } from '@/components/ui/icons/search';

import { createChannelSearch } from '../utils/channel-search';

import { ChannelRows } from './channel-rows';
import classes from './channels.module.css';

const ALL = '';

/**
 * The channel list with its category filter and name search. The search
 * follows typing at the screen's pace (`useDeferredValue`): the field
 * answers at once, the list as soon as it can.
 */
export function ChannelBrowser({
  serviceid,
  list,
}: {
  serviceid: number;
  list: ChannelsResponse;
}) {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState(ALL);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const search = useMemo(
    () => createChannelSearch(list.channels),
    [list.channels],
  );
  const shown = useMemo(
    () =>
      search({
        categoryId: categoryId === ALL ? null : categoryId,
        query: deferredQuery,
      }),
    [search, categoryId, deferredQuery],
  );
  const categoryNames = useMemo(
    () =>
      new Map(list.categories.map((category) => [category.id, category.name])),
    [list.categories],
  );
  const options = useMemo(
    () => [
      { value: ALL, label: t('channels.allCategories') },
      ...list.categories.map((category) => ({
        value: category.id,
        label: category.name,
      })),
    ],
    [list.categories, t],
  );
  return (
    <div className={classes.browser} data-testid="channel-browser">
      <div className={classes.filters}>
        <NativeSelect
          label={t('channels.category')}
          data={options}
          value={categoryId}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
          className={classes.filter}
        />
        <TextInput
          type="search"
          label={t('channels.search')}
          placeholder={t('channels.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          className={classes.filter}
          autoComplete="off"
        />
      </div>
      <p
        className={classes.count}
        aria-live="polite"
        data-testid="channel-count"
      >
        {t('channels.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className={classes.empty}>{t('channels.none')}</p>
      ) : (
        <ChannelRows
          serviceid={serviceid}
          channels={shown}
          categoryNames={categoryNames}
        />
      )}
    </div>
  );
}
