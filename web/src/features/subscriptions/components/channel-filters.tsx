import type { ChannelCategory } from '@members/contract';
import { useId } from 'react';

import { IconSearch } from '@/components/ui/icons/search';

import type { ChannelTexts } from '../utils/channel-texts';

import classes from './channels.module.css';

/** The category choice that shows every channel. */
export const ALL_CATEGORIES = '';

/**
 * The channel list's category select and name search. Both are the
 * platform's own fields, as the colour-scheme select is: Mantine's input
 * kit would be code to fetch and run when the list opens, on a phone's slow
 * CPU.
 */
export function ChannelFilters({
  categories,
  categoryId,
  onCategoryChange,
  query,
  onQueryChange,
  texts,
}: {
  categories: readonly ChannelCategory[];
  categoryId: string;
  onCategoryChange: (categoryId: string) => void;
  query: string;
  onQueryChange: (query: string) => void;
  texts: ChannelTexts;
}) {
  const categoryFieldId = useId();
  const searchFieldId = useId();
  return (
    <div className={classes.filters}>
      <div className={classes.field}>
        <label htmlFor={categoryFieldId} className={classes.fieldLabel}>
          {texts.category}
        </label>
        <select
          id={categoryFieldId}
          className={classes.control}
          value={categoryId}
          onChange={(event) => onCategoryChange(event.currentTarget.value)}
        >
          <option value={ALL_CATEGORIES}>{texts.allCategories}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className={classes.field}>
        <label htmlFor={searchFieldId} className={classes.fieldLabel}>
          {texts.search}
        </label>
        <span className={classes.searchBox}>
          <IconSearch size={16} className={classes.searchIcon} />
          <input
            id={searchFieldId}
            type="search"
            className={`${classes.control} ${classes.searchControl}`}
            placeholder={texts.searchPlaceholder}
            value={query}
            onChange={(event) => onQueryChange(event.currentTarget.value)}
            autoComplete="off"
          />
        </span>
      </div>
    </div>
  );
}
