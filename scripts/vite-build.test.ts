import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * `npm start` and `npm run dev` build the browser code with `vite build`, in shells whose NODE_ENV may say
 * `development` (a .env file, a profile). The bundle always carries React's production build, so its JSX must be
 * compiled for production too: a `jsxDEV` call finds no such function there and every element and island fails.
 */

const repository = fileURLToPath(new URL('../', import.meta.url));
/** One small component through the real config: its JSX and the React runtime it pulls in. */
const COMPONENT = 'shared/ui/badge/badge.tsx';
/** A package with a development and a production build (`exports` conditions). */
const PACKAGE = 'lexical';

const shellNodeEnv = process.env.NODE_ENV;
let outDir: string | undefined;
afterEach(async () => {
  if (shellNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = shellNodeEnv;
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

async function builtChunks(entry: string): Promise<Rolldown.OutputChunk[]> {
  outDir = await mkdtemp(join(tmpdir(), 'pp-vite-build-'));
  const result = await build({
    root: repository,
    configFile: join(repository, 'vite.config.ts'),
    logLevel: 'silent',
    build: {
      outDir,
      write: false,
      minify: false,
      sourcemap: false,
      // Keeps the entry's exports, and so its JSX, in a bundle with no page to render it.
      rolldownOptions: { input: entry, preserveEntrySignatures: 'strict' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    'output' in output ? output.output.filter((file) => file.type === 'chunk') : [],
  );
}

describe('vite build', () => {
  it('compiles JSX for React’s production build when the shell says NODE_ENV=development', async () => {
    process.env.NODE_ENV = 'development';
    const chunks = await builtChunks(COMPONENT);
    const modules = chunks.flatMap((chunk) => chunk.moduleIds);
    expect(modules.some((id) => id.includes(join('shared', 'ui', 'badge', 'badge.tsx')))).toBe(true);
    expect(modules.filter((id) => id.includes('jsx-dev-runtime'))).toEqual([]);
    expect(chunks.filter((chunk) => chunk.code.includes('jsxDEV')).map((chunk) => chunk.fileName)).toEqual(
      [],
    );
    expect(chunks.some((chunk) => /\bjsxs?\)?\(/.test(chunk.code))).toBe(true);
  });

  it('bundles packages’ production builds when the shell says NODE_ENV=development', async () => {
    process.env.NODE_ENV = 'development';
    const modules = (await builtChunks(PACKAGE)).flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => /[\\/]lexical[\\/]dist[\\/]Lexical(?:\.\w+)?\.js$/.test(id))).toEqual([
      expect.stringMatching(/Lexical\.prod\.js$/),
    ]);
  });
});
