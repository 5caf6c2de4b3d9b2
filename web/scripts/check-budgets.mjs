// @ts-check
/**
 * The first-view budgets of the built web app (run after `npm run build`):
 * the bytes a browser downloads for the code of a route, as brotli files
 * (what the server sends), and how many code files that takes. It reads the
 * build manifest and the compressed files; it times nothing.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../dist',
);

/**
 * Route budgets: compressed JS+CSS bytes and code requests. The sign-in
 * page's is the product's goal (30 kB in 4): its passkey code (with
 * @simplewebauthn/browser) is a chunk it imports only when a passkey is
 * used or offered, so it is not counted here. The dashboard's goal is 160 kB
 * with its page and data, as transferred, headers included (`npm run bench`
 * counts it so). For the demo customer over HTTP/1.1: the page with its
 * shell data 1.7 kB, `allData` 2.3 kB, three line states 2.0 kB, and about
 * 0.4 kB of headers on each of the code files; 148 kB of code leaves room
 * for those.
 */
export const BUDGETS = {
  login: { bytes: 30_000, requests: 4 },
  dashboard: { bytes: 148_000, requests: 6 },
};

/** @typedef {{ file: string, name?: string, imports?: string[], css?: string[], isEntry?: boolean }} Chunk */

/** @returns {Record<string, Chunk>} */
function readManifest() {
  const file = path.join(DIST, '.vite/manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run "npm run build" first`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The files a route loads: its entries, everything they import statically,
 * and their stylesheets.
 * @param {Record<string, Chunk>} manifest
 * @param {string[]} keys
 */
export function filesOf(manifest, keys) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      if (!chunk) {
        throw new Error(`no chunk ${key} in the manifest`);
      }
      return;
    }
    seen.add(key);
    files.add(chunk.file);
    (chunk.css ?? []).forEach((css) => files.add(css));
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

/** @param {Record<string, Chunk>} manifest @param {string} name */
function keyNamed(manifest, name) {
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate]?.name === name,
  );
  if (!key) {
    throw new Error(`no chunk named ${name} in the manifest`);
  }
  return key;
}

/**
 * The code files a built page names itself (its module scripts, preloads
 * and stylesheets) with everything those import statically. The build may
 * fold a page's entry into a shared chunk, so the page is read, not only
 * the manifest.
 * @param {Record<string, Chunk>} manifest
 * @param {string} page
 */
function pageFiles(manifest, page) {
  const html = readFileSync(path.join(DIST, page), 'utf8');
  const named = [
    ...html.matchAll(/"\/dashboard\/(assets\/[^"]+\.(?:js|css))"/g),
  ].map((match) => match[1] ?? '');
  const keyOf = new Map(
    Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]),
  );
  const keys = named.flatMap((file) => {
    const key = keyOf.get(file);
    return key ? [key] : [];
  });
  return [...new Set([...named, ...filesOf(manifest, keys)])];
}

/** The code of each route's first view, in English (the locale chunks are about the same size). */
export function measureRoutes() {
  const manifest = readManifest();
  const locale = filesOf(manifest, [keyNamed(manifest, 'locale-en-en')]);
  const routes = {
    login: [...new Set([...pageFiles(manifest, 'login.html'), ...locale])],
    // The dashboard's screen is part of the app's entry.
    dashboard: [...new Set([...pageFiles(manifest, 'index.html'), ...locale])],
  };
  return Object.fromEntries(
    Object.entries(routes).map(([route, files]) => {
      const sizes = files.map((file) => {
        // The build leaves out a compressed copy that would not be smaller.
        const compressed = path.join(DIST, `${file}.br`);
        const sent = existsSync(compressed)
          ? compressed
          : path.join(DIST, file);
        return { file, bytes: statSync(sent).size };
      });
      return [
        route,
        {
          bytes: sizes.reduce((sum, { bytes }) => sum + bytes, 0),
          requests: files.length,
          files: sizes,
        },
      ];
    }),
  );
}

/**
 * The catalog areas screens load for themselves (`SCREEN_AREAS` in
 * src/lib/screen-texts.ts): the first views never have them.
 */
function screenAreas() {
  const source = readFileSync(
    path.join(DIST, '../src/lib/screen-texts.ts'),
    'utf8',
  );
  const list = /SCREEN_AREAS = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

/** Every dotted path of a catalog (leaves and the objects above them). */
function pathsOf(/** @type {unknown} */ value, /** @type {string} */ prefix) {
  /** @type {string[]} */
  const paths = [prefix];
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      paths.push(...pathsOf(inner, `${prefix}.${key}`));
    }
  }
  return paths;
}

/**
 * Keys of a screen's own texts that a first view's code names: that text
 * would show as its key until the screen is opened. Prints each.
 * @param {Record<string, { files: { file: string }[] }>} measured
 */
function textsOutsideFirstView(measured) {
  const found = [];
  for (const area of screenAreas()) {
    const file = path.join(DIST, `../src/locales/en-en/${area}.json`);
    const catalog = JSON.parse(readFileSync(file, 'utf8'));
    const keys = pathsOf(catalog, area.split('.')[0] ?? area)
      .slice(1)
      .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''));
    for (const [route, { files }] of Object.entries(measured)) {
      for (const { file: code } of files.filter(({ file: name }) =>
        name.endsWith('.js'),
      )) {
        const text = readFileSync(path.join(DIST, code), 'utf8');
        for (const key of new Set(keys)) {
          if (
            new RegExp(`['"\`]${key.replaceAll('.', '\\.')}['"\`.]`).test(text)
          ) {
            found.push(key);
            console.log(
              `OVER ${route}: ${code} names ${key}, a text of the screen area ${area}`,
            );
          }
        }
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const measured = measureRoutes();
  let isOver = false;
  for (const [route, budget] of Object.entries(BUDGETS)) {
    const { bytes, requests, files } = measured[route];
    const isOk = bytes <= budget.bytes && requests <= budget.requests;
    isOver ||= !isOk;
    console.log(
      `${isOk ? 'ok  ' : 'OVER'} ${route}: ${(bytes / 1000).toFixed(1)} kB in ${requests} code requests (budget ${(budget.bytes / 1000).toFixed(0)} kB in ${budget.requests})`,
    );
    if (!isOk || process.env.BUDGETS_VERBOSE) {
      files
        .sort((a, b) => b.bytes - a.bytes)
        .forEach(({ file, bytes: size }) =>
          console.log(
            `       ${(size / 1000).toFixed(1).padStart(6)} kB  ${file}`,
          ),
        );
    }
  }
  // The validators are the server's and the app's screens', never the
  // sign-in page's: zod there costs about 20 kB (see web/vite.config.ts).
  const validatorsOnLogin = measured.login.files
    .filter(({ file }) => file.endsWith('.js'))
    .filter(({ file }) =>
      readFileSync(path.join(DIST, file), 'utf8').includes('ZodError'),
    );
  for (const { file } of validatorsOnLogin) {
    console.log(`OVER login: ${file} holds zod`);
  }
  isOver ||= validatorsOnLogin.length > 0;
  // Nor the dashboard's first view (zod alone is about 23 kB there).
  const validatorsOnDashboard = measured.dashboard.files
    .map(({ file }) => file)
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      readFileSync(path.join(DIST, file), 'utf8').includes('ZodError'),
    );
  for (const file of validatorsOnDashboard) {
    console.log(`OVER dashboard: ${file} holds zod`);
  }
  isOver ||= validatorsOnDashboard.length > 0;
  isOver ||= textsOutsideFirstView(measured).length > 0;
  process.exitCode = isOver ? 1 : 0;
}
