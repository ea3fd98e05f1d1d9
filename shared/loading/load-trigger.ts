/**
 * When the code behind an element (or an island) is fetched, chosen per element with `data-load-on`:
 * `visible` (default) once it comes near the viewport, `idle` once the browser has nothing else to do,
 * `load` at once.
 */
export type LoadOn = 'visible' | 'idle' | 'load';

export function loadOnOf(element: Element): LoadOn {
  const value = element.getAttribute('data-load-on');
  return value === 'idle' || value === 'load' ? value : 'visible';
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

/** Runs `run` once, when the element's `data-load-on` says its code is needed. */
export function whenNeeded(element: Element, run: () => void): void {
  switch (loadOnOf(element)) {
    case 'load':
      run();
      return;
    case 'idle':
      whenIdle(run);
      return;
    case 'visible':
      waitingToBeSeen.set(element, run);
      observeVisibility().observe(element);
  }
}
