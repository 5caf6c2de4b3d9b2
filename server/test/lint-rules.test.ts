import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own lint config, run as `npm run lint` runs it: what it
// refuses, and the reason it gives (docs/architecture.md, "Size limits").
const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** A module of `count` statements, one line each, plus its export. */
function moduleOfLines(count: number): string {
  const lines = Array.from(
    { length: count - 1 },
    (_, index) => `const value${index} = ${index};`,
  );
  const sum = Array.from({ length: count - 1 }, (_, index) => `value${index}`);
  return `${lines.join('\n')}\nexport const total = [${sum.join(', ')}].length;\n`;
}

/** A module exporting one function whose body makes it `count` lines long. */
function moduleWithFunctionOf(count: number): string {
  const body = Array.from(
    { length: count - 3 },
    (_, index) => `  const value${index} = seed + ${index};`,
  );
  const sum = Array.from(
    { length: count - 3 },
    (_, index) => `value${index}`,
  ).join(' + ');
  return `export function long(seed: number): number {\n${body.join('\n')}\n  return ${sum};\n}\n`;
}

/** The messages lint gives `text` as the file at `file` of the repository. */
async function lint(text: string, file: string) {
  const [result] = await eslint.lintText(text, {
    filePath: path.join(ROOT, file),
  });
  return result?.messages ?? [];
}

describe('size limits', () => {
  it('refuses a source file of 301 lines, saying why, and takes one of 300', async () => {
    const over = await lint(moduleOfLines(301), 'server/src/lib/sample.ts');
    expect(over.map((message) => message.ruleId)).toEqual(['size/max-lines']);
    expect(over[0]?.message).toContain('File has too many lines (301)');
    expect(over[0]?.message).toContain('One use case per file');
    expect(await lint(moduleOfLines(300), 'server/src/lib/sample.ts')).toEqual(
      [],
    );
  });

  it('does not count blank lines and comments', async () => {
    const text = moduleOfLines(300).replace(/\n/g, '\n\n// a note\n');
    expect(await lint(text, 'server/src/lib/sample.ts')).toEqual([]);
  });

  it('refuses a function of 81 lines, saying why, and takes one of 80, on either side', async () => {
    for (const file of [
      'server/src/lib/sample.ts',
      'web/src/utils/sample.ts',
    ]) {
      const over = await lint(moduleWithFunctionOf(81), file);
      expect(
        over.map((message) => message.ruleId),
        file,
      ).toEqual(['size/max-lines-per-function']);
      expect(over[0]?.message).toContain('too many lines (81)');
      expect(over[0]?.message).toContain('give each part a name of its own');
      expect(await lint(moduleWithFunctionOf(80), file), file).toEqual([]);
    }
  });

  it('leaves tests and the named exceptions to their own length', async () => {
    expect(
      await lint(moduleOfLines(400), 'server/src/lib/sample.test.ts'),
    ).toEqual([]);
    expect(
      await lint(moduleOfLines(400), 'emulator/src/db/seed/sample.ts'),
    ).toEqual([]);
  });
});

describe('server layers', () => {
  it('stops at once, naming the folder, when a folder of server/src sits on no layer', async () => {
    const folder = `unplaced-${randomBytes(4).toString('hex')}`;
    const where = path.join(ROOT, 'server/src', folder);
    mkdirSync(where);
    try {
      writeFileSync(path.join(where, 'sample.ts'), 'export const one = 1;\n');
      const run = promisify(execFile)(
        process.execPath,
        [
          path.join(ROOT, 'node_modules/eslint/bin/eslint.js'),
          `server/src/${folder}/sample.ts`,
        ],
        { cwd: ROOT },
      );
      await expect(run).rejects.toMatchObject({
        stderr: expect.stringContaining(
          `server/src/${folder} sits on no layer`,
        ) as unknown,
      });
    } finally {
      rmSync(where, { recursive: true, force: true });
    }
  });
});
