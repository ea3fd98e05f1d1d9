import { hasSessionCookie } from '@shared/session/cookie-names';

/**
 * When the code behind an element (or an island) is fetched, chosen per element with `data-load-on`:
 * `visible` (default) once it comes near the viewport, `idle` once the browser has nothing else to do,
 * `load` at once, `interaction` when the visitor first points at it, touches it or moves the focus into it
 * (what only matters once used: until then the server's HTML stands in for it, and `islands/hand-over.ts`
 * carries what the visitor did there over to the island).
 *
 * Two attributes name another moment for a page in a given state: `data-signed-in-load-on` when the browser
 * holds a session (a couple's hearts show their state at once), `data-query-load-on` when the address has a
 * query (a search to run at once).
 */
export type LoadOn = 'visible' | 'idle' | 'load' | 'interaction';

const LOAD_ON: readonly string[] = ['visible', 'idle', 'load', 'interaction'] satisfies LoadOn[];

function loadOnValue(value: string | null): LoadOn | undefined {
  return value !== null && LOAD_ON.includes(value) ? (value as LoadOn) : undefined;
}

export function loadOnOf(element: Element): LoadOn {
  const inState = (attribute: string, applies: () => boolean) =>
    element.hasAttribute(attribute) && applies() ? loadOnValue(element.getAttribute(attribute)) : undefined;
  return (
    inState('data-signed-in-load-on', () => hasSessionCookie()) ??
    inState('data-query-load-on', () => location.search.length > 1) ??
    loadOnValue(element.getAttribute('data-load-on')) ??
    'visible'
  );
}

/** Starts fetching a little before the element scrolls in, so it is usually ready when seen. */
const VISIBLE_MARGIN = '200px';

const waitingToBeSeen = new WeakMap<Element, () => void>();
let visibilityObserver: IntersectionObserver | undefined;

function observeVisibility(): IntersectionObserver {
  visibilityObserver ??= new IntersectionObserver(
    (entries, observer) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const run = waitingToBeSeen.get(entry.target);
        waitingToBeSeen.delete(entry.target);
        run?.();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  return visibilityObserver;
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

/** What announces a visitor about to use an element: a pointer over it, a touch, the focus inside it. */
const INTERACTION_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

function whenUsed(element: Element, run: () => void): void {
  if (element.contains(document.activeElement)) {
    run();
    return;
  }
  const start = () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start, true);
    run();
  };
  for (const type of INTERACTION_EVENTS) {
    element.addEventListener(type, start, { capture: true, passive: true });
  }
}

/** Runs `run` once, when the element's `data-load-on` says its code is needed. */
export function whenNeeded(element: Element, run: () => void): void {
  switch (loadOnOf(element)) {
    case 'load':
      run();
      return;
    case 'idle':
      whenIdle(run);
      return;
    case 'interaction':
      whenUsed(element, run);
      return;
    case 'visible':
      waitingToBeSeen.set(element, run);
      observeVisibility().observe(element);
  }
}
