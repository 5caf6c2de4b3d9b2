import type { ChannelCategory } from '@members/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { IconSearch } from '@/components/ui/icons/search';

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
}: {
  categories: readonly ChannelCategory[];
  categoryId: string;
  onCategoryChange: (categoryId: string) => void;
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const { t } = useTranslation();
  const categoryFieldId = useId();
  const searchFieldId = useId();
  return (
    <div className={classes.filters}>
      <div className={classes.field}>
        <label htmlFor={categoryFieldId} className={classes.fieldLabel}>
          {t('channels.category')}
        </label>
        <select
          id={categoryFieldId}
          className={classes.control}
          value={categoryId}
          onChange={(event) => onCategoryChange(event.currentTarget.value)}
        >
          <option value={ALL_CATEGORIES}>{t('channels.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className={classes.field}>
        <label htmlFor={searchFieldId} className={classes.fieldLabel}>
          {t('channels.search')}
        </label>
        <span className={classes.searchBox}>
          <IconSearch size={16} className={classes.searchIcon} />
          <input
            id={searchFieldId}
            type="search"
            className={`${classes.control} ${classes.searchControl}`}
            placeholder={t('channels.searchPlaceholder')}
            value={query}
            onChange={(event) => onQueryChange(event.currentTarget.value)}
            autoComplete="off"
          />
        </span>
      </div>
    </div>
  );
}
