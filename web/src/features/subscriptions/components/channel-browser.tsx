import type { ChannelsResponse } from '@members/contract';
import { useDeferredValue, useMemo, useState } from 'react';

import { createChannelSearch } from '../utils/channel-search';
import type { ChannelTexts } from '../utils/channel-texts';

import { ALL_CATEGORIES, ChannelFilters } from './channel-filters';
import { ChannelRows } from './channel-rows';
import classes from './channels.module.css';

/**
 * The channel list with its category filter and name search. The search
 * follows typing at the screen's pace (`useDeferredValue`): the field
 * answers at once, the list as soon as it can.
 */
export function ChannelBrowser({
  serviceid,
  list,
  texts,
}: {
  serviceid: number;
  list: ChannelsResponse;
  texts: ChannelTexts;
}) {
  const [categoryId, setCategoryId] = useState(ALL_CATEGORIES);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const search = useMemo(
    () => createChannelSearch(list.channels),
    [list.channels],
  );
  const shown = useMemo(
    () =>
      search({
        categoryId: categoryId === ALL_CATEGORIES ? null : categoryId,
        query: deferredQuery,
      }),
    [search, categoryId, deferredQuery],
  );
  const categoryNames = useMemo(
    () =>
      new Map(list.categories.map((category) => [category.id, category.name])),
    [list.categories],
  );
  return (
    <div className={classes.browser} data-testid="channel-browser">
      <ChannelFilters
        categories={list.categories}
        categoryId={categoryId}
        onCategoryChange={setCategoryId}
        query={query}
        onQueryChange={setQuery}
        texts={texts}
      />
      <p
        className={classes.count}
        aria-live="polite"
        data-testid="channel-count"
      >
        {texts.count(shown.length)}
      </p>
      {shown.length === 0 ? (
        <p className={classes.empty}>{texts.none()}</p>
      ) : (
        <ChannelRows
          serviceid={serviceid}
          channels={shown}
          categoryNames={categoryNames}
          texts={texts}
        />
      )}
    </div>
  );
}
