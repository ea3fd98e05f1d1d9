import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/*
 * The code cites the product rules as `docs/product/<page>.md#<section>`, and the pages link to each other:
 * renaming a heading or a page must not leave a citation pointing nowhere.
 */

const repository = new URL('../', import.meta.url);
const PRODUCT_DOCS = 'docs/product/';
const SEARCHED = [
  'README.md',
  'SECURITY.md',
  'docs',
  'widgets',
  'islands',
  'shared',
  'server',
  'e2e',
  'bench',
];
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|md|css|html|sql)$/;

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

async function productPages(): Promise<Map<string, string[]>> {
  const names = (await readdir(new URL(PRODUCT_DOCS, repository))).filter((name) => name.endsWith('.md'));
  const pages = new Map<string, string[]>();
  for (const name of names) {
    const text = await readFile(new URL(PRODUCT_DOCS + name, repository), 'utf8');
    const headings = [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)];
    pages.set(
      name,
      headings.map((match) => anchorOf(match[1] ?? '')),
    );
  }
  return pages;
}

async function textFiles(): Promise<string[]> {
  const found = await Promise.all(
    SEARCHED.map(async (entry) => {
      if (entry.includes('.')) return [entry];
      const files = await readdir(new URL(`${entry}/`, repository), { recursive: true });
      return files.filter((file) => TEXT_FILE.test(file)).map((file) => `${entry}/${file}`);
    }),
  );
  return found.flat();
}

/** What is wrong with a citation of `page` and `anchor` (`''` for the whole page), or null when it holds. */
function problemOf(pages: Map<string, string[]>, page: string, anchor: string): string | null {
  const anchors = pages.get(page);
  if (!anchors) return `no page ${PRODUCT_DOCS}${page}`;
  if (anchor !== '' && !anchors.includes(anchor)) return `no section #${anchor} in ${PRODUCT_DOCS}${page}`;
  return null;
}

describe('the product docs', () => {
  it('give each section of a page its own heading, so that every anchor names one section', async () => {
    const repeated = [...(await productPages())].flatMap(([page, anchors]) =>
      anchors
        .filter((anchor, index) => anchors.indexOf(anchor) !== index)
        .map((anchor) => `${page}#${anchor}`),
    );
    expect(repeated).toEqual([]);
  });

  it('hold every section the repository cites', async () => {
    const pages = await productPages();
    const broken: string[] = [];
    for (const file of await textFiles()) {
      const text = await readFile(new URL(file, repository), 'utf8');
      for (const match of text.matchAll(/docs\/product\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
        const problem = problemOf(pages, match[1] ?? '', match[2] ?? '');
        if (problem) broken.push(`${file}: ${match[0]}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('link to each other’s existing sections', async () => {
    const pages = await productPages();
    const broken: string[] = [];
    for (const page of pages.keys()) {
      const text = await readFile(new URL(PRODUCT_DOCS + page, repository), 'utf8');
      for (const match of text.matchAll(/\]\((?!https?:|\.\.\/)([\w-]+\.md)?(?:#([\w-]+))?\)/g)) {
        const problem = problemOf(pages, match[1] ?? page, match[2] ?? '');
        if (problem) broken.push(`${page}: ${match[0]}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
