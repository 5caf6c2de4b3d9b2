// Module hooks that let a child `node` process run the server straight from
// its TypeScript sources (tests start real server processes without a build):
// `./x.js` imports resolve to `./x.ts` when that exists, and `.ts` files are
// transpiled (types stripped) with the TypeScript compiler.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// typescript is CommonJS: its API is the default export.
// eslint-disable-next-line import-x/default
import ts from 'typescript';

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

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) {
    return nextLoad(url, context);
  }
  const text = await readFile(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(text, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      sourceMap: false,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
