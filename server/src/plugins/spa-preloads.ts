import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { isPagePath, LOCALES, PAGES } from '@members/contract';
import type { Locale } from '@members/contract';

/** A chunk of the build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

/** What the shells preload, read from the build manifest. */
export interface Preloads {
  /** The file of each locale's catalog. */
  locales: Partial<Record<Locale, string>>;
  /** The scripts of a route's screen, with everything they import. */
  route: (route: string) => string[];
  /** The app's theme for a brand colour (`web/src/brand-theme.ts`), with what it imports. */
  brandTheme: string[];
}

/** The module of each route's screen, as `web/src/app/router.tsx` loads it. */
function screenModuleOf(route: string): string | null {
  if (!isPagePath(route) || route === PAGES.login) {
    return null;
  }
  const name =
    route === '/'
      ? 'dashboard'
      : route.slice(1).replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);
  return `src/app/routes/${name}.tsx`;
}

/** Reads what the shells preload from the build manifest of the web app. */
export function readPreloads(webRoot: string): Preloads {
  const file = path.join(webRoot, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const locales: Partial<Record<Locale, string>> = {};
  for (const chunk of Object.values(manifest)) {
    const locale = LOCALES.find((code) => chunk.name === `locale-${code}`);
    if (locale) {
      locales[locale] = chunk.file;
    }
  }
  const scriptsOf = (module: string | null): string[] => {
    const scripts = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) {
        return;
      }
      scripts.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    if (module) {
      visit(module);
    }
    return [...scripts];
  };
  return {
    locales,
    route: (route) => scriptsOf(screenModuleOf(route)),
    brandTheme: scriptsOf('src/brand-theme.ts'),
  };
}
