import type { Locale } from '@members/contract';
import type { TFunction } from 'i18next';

/**
 * Every text of the channel list, translated once when the list opens and
 * handed down: the list's parts and its many rows ask for no translation
 * hook of their own.
 */
export interface ChannelTexts {
  locale: Locale;
  category: string;
  allCategories: string;
  search: string;
  searchPlaceholder: string;
  listLabel: string;
  now: string;
  next: string;
  noGuide: string;
  report: string;
  /** Said only when a guide cannot be read: translated when it is. */
  guideFailed: () => string;
  /** Said only when nothing matches: translated when it is. */
  none: () => string;
  count: (count: number) => string;
  catchUp: (days: number) => string;
}

/** A count's text, translated once per count shown. */
function countedText(t: TFunction, key: string): (count: number) => string {
  const texts = new Map<number, string>();
  return (count) => {
    let text = texts.get(count);
    if (text === undefined) {
      text = t(key, { count });
      texts.set(count, text);
    }
    return text;
  };
}

/** The channel list's texts in `t`'s language (the list's catalog loaded). */
export function channelTextsOf(t: TFunction, locale: Locale): ChannelTexts {
  return {
    locale,
    category: t('channels.category'),
    allCategories: t('channels.allCategories'),
    search: t('channels.search'),
    searchPlaceholder: t('channels.searchPlaceholder'),
    listLabel: t('channels.listLabel'),
    now: t('channels.now'),
    next: t('channels.next'),
    noGuide: t('channels.noGuide'),
    report: t('channels.report'),
    guideFailed: () => t('channels.guideFailed'),
    none: () => t('channels.none'),
    count: countedText(t, 'channels.count'),
    catchUp: countedText(t, 'channels.catchUp'),
  };
}
