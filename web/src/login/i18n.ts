import type { Catalog } from '@/lib/catalogs';

/** Looks up `key` (dotted) in the catalog and fills in `{{name}}` values; an unknown key stays the key. */
export function createTranslate(
  catalog: Catalog,
): (key: string, values?: Record<string, string | number>) => string {
  return (key, values = {}) => {
    let node: unknown = catalog;
    for (const part of key.split('.')) {
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined;
    }
    if (typeof node !== 'string') {
      return key;
    }
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}

/** The translate function of the page. */
export type Translate = ReturnType<typeof createTranslate>;
