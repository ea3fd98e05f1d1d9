/** A pagination entry: a page number, or a gap standing for the pages left out. */
export type PageLink = number | 'gap';

/**
 * The pages a pagination offers: the first, the last, and `around` pages on each side of the current one,
 * with a gap where pages are left out (a gap of a single page shows that page instead).
 */
export function pageLinks(page: number, pageCount: number, around = 1): PageLink[] {
  const shown = new Set<number>([1, pageCount]);
  for (let near = page - around; near <= page + around; near += 1) {
    if (near >= 1 && near <= pageCount) shown.add(near);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const [index, current] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && current - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && current - previous > 2) links.push('gap');
    links.push(current);
  }
  return links;
}
