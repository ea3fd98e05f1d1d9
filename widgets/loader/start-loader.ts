import { whenNeeded } from '@shared/loading/load-trigger';

/** For each tag, the import that defines it. */
export type ElementRegistry = Readonly<Record<`pp-${string}`, () => Promise<unknown>>>;

/**
 * The tags whose code was requested, shared through the global symbol registry by every copy of the loader on
 * the page (a page including the script twice, or two builds), so that a tag is fetched once.
 */
function requestedTags(): Set<string> {
  const key = Symbol.for('pp-widgets.requested-tags');
  const holder = globalThis as typeof globalThis & { [key]?: Set<string> };
  return (holder[key] ??= new Set());
}

/**
 * Defines each registered tag only when the document has an element of that tag: the elements present now,
 * and those inserted later (watched until every tag has been requested). The code is fetched when the first
 * element of the tag needs it (see `whenNeeded`).
 */
export function startLoader(registry: ElementRegistry): void {
  const tags = Object.keys(registry) as (keyof ElementRegistry)[];
  if (tags.length === 0) return;
  const selector = tags.join(',');
  const requested = requestedTags();
  const waiting = new WeakSet<Element>();

  function load(tag: keyof ElementRegistry): void {
    if (requested.has(tag) || customElements.get(tag)) return;
    requested.add(tag);
    registry[tag]?.().catch((error: unknown) => {
      // Forget the failure so that the next element of this tag inserted in the page tries again.
      requested.delete(tag);
      console.error(`<${tag}> could not be loaded.`, error);
    });
  }

  function consider(element: Element): void {
    const tag = element.localName as keyof ElementRegistry;
    if (requested.has(tag) || waiting.has(element)) return;
    waiting.add(element);
    whenNeeded(element, () => load(tag));
  }

  function scan(root: ParentNode): void {
    for (const element of root.querySelectorAll(selector)) consider(element);
  }

  const insertions = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) consider(node);
        scan(node);
      }
    }
    if (tags.every((tag) => requested.has(tag))) insertions.disconnect();
  });
  insertions.observe(document.documentElement, { childList: true, subtree: true });
  scan(document);
}
