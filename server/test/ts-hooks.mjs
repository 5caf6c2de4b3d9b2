// Module hooks that let a child `node` process run the server straight from
// its TypeScript sources (tests start real server processes without a build):
// `./x.js` imports resolve to `./x.ts` when that exists, and `.ts` files are
// transpiled (types stripped) with the TypeScript compiler.
//
// A suite starts dozens of such processes, and each would load the compiler
// and transpile every source file again: the output is kept on disk, by the
// hash of the source, so only the first process after a change does that work.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const CACHE = new URL('../../node_modules/.cache/ts-hooks/', import.meta.url);
/** Another compiler may write other output: its version is part of the key. */
const COMPILER_VERSION = JSON.parse(
  readFileSync(
    new URL('../../node_modules/typescript/package.json', import.meta.url),
    'utf8',
  ),
).version;

export async function resolve(specifier, context, nextResolve) {
  if (
    specifier.startsWith('.') &&
    specifier.endsWith('.js') &&
    context.parentURL?.endsWith('.ts')
  ) {
    const candidate = new URL(
      specifier.replace(/\.js$/, '.ts'),
      context.parentURL,
    );
    if (existsSync(fileURLToPath(candidate))) {
      return { url: candidate.href, shortCircuit: true, format: 'module' };
    }
  }
  return nextResolve(specifier, context);
}

/** The compiler, loaded on the first file the cache does not hold. */
let compiler;

async function transpile(text, fileName) {
  // typescript is CommonJS: its API is the default export.
  compiler ??= import('typescript').then((module) => module.default);
  const ts = await compiler;
  return ts.transpileModule(text, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      sourceMap: false,
    },
  }).outputText;
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) {
    return nextLoad(url, context);
  }
  const fileName = fileURLToPath(url);
  const text = await readFile(fileName, 'utf8');
  const key = createHash('sha256')
    .update(`${COMPILER_VERSION}\0${fileName}\0`)
    .update(text)
    .digest('hex');
  const cached = new URL(`${key}.js`, CACHE);
  const source = await readFile(cached, 'utf8').catch(async () => {
    const output = await transpile(text, fileName);
    // Written aside and renamed, so a process started alongside never
    // reads half a file.
    const partial = new URL(`${key}.${process.pid}.tmp`, CACHE);
    await mkdir(CACHE, { recursive: true });
    await writeFile(partial, output);
    await rename(partial, cached);
    return output;
  });
  return { format: 'module', source, shortCircuit: true };
}
