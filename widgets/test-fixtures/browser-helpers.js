/** What the element tests share. They run in Chromium on the build in `test-results/elements-build/`. */

export const BUILD = '/test-results/elements-build';

/*
 * Assert on plain values (booleans, strings, JSON), never on DOM nodes or classes: web-test-runner 0.20 hangs
 * until its 120 s limit when it reports a failed chai assertion holding one of those.
 */

export function isDefined(tagName) {
  return customElements.get(tagName) !== undefined;
}

function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
}

/** How long `until` waits before failing with a message saying what never happened. */
const PATIENCE_MS = 5000;

/**
 * Resolves with the first truthy value of `probe`, checked at every frame: React renders asynchronously.
 */
export async function until(probe, what) {
  const giveUpAt = performance.now() + PATIENCE_MS;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() > giveUpAt) throw new Error(`Still waiting for ${what}.`);
    await nextFrame();
  }
}

/** Lets pending microtasks, observers and a couple of frames run, for tests asserting something did not happen. */
export async function settle() {
  await nextFrame();
  await nextFrame();
}

/** Inserts the HTML at the end of the body and returns its first element. */
export function mount(html) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild;
  document.body.append(template.content);
  return element;
}

/**
 * Inserts the HTML like `mount`, with a listener for `eventName` on its first element attached before the
 * insertion (so before the upgrade): resolves with the element and the array its events' details go to.
 */
export function mountRecording(html, eventName) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild;
  const details = [];
  element.addEventListener(eventName, (event) => details.push(event.detail));
  document.body.append(template.content);
  return { element, details };
}

/** A French mobile number (+336 and 8 digits) no other test uses, starting with `prefix` (see fake-sms-outbox.mjs). */
export function uniquePhone(prefix = '+3361') {
  const digits = String(Math.floor(Math.random() * 10 ** 8)).padStart(8, '0');
  return prefix + digits.slice(0, 12 - prefix.length);
}

let axeLoaded;

/** Runs axe-core on one element and resolves with its violations, one readable line each. */
export async function axeViolations(element) {
  axeLoaded ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = resolve;
    script.onerror = () => reject(new Error('axe-core could not be loaded.'));
    document.head.append(script);
  });
  await axeLoaded;
  // Colours are checked as they end up, not halfway through a transition (a button re-enabled fades in).
  for (const animation of element.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  const results = await window.axe.run(element);
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Submits a form the way a click on its submit button does (validation included) and resolves with the
 * entries it would send, or null when the browser's validation blocked it.
 */
export async function submittedEntries(form) {
  let sent = null;
  const onSubmit = (event) => {
    event.preventDefault();
    sent = [...new FormData(form)];
  };
  form.addEventListener('submit', onSubmit);
  form.requestSubmit();
  await settle();
  form.removeEventListener('submit', onSubmit);
  return sent;
}

/** Elements that only phrasing content may go in: a block inside one is invalid HTML. */
const PHRASING_ONLY = 'span, button, label, a, b, i, em, strong, small, abbr, code, q, sub, sup';
const FLOW_ONLY =
  'div, p, ul, ol, li, dl, table, section, article, aside, nav, header, footer, main, form, fieldset, figure, blockquote, pre, hr, h1, h2, h3, h4, h5, h6';
/** Elements whose own role (native or given) allows a name: `aria-label` anywhere else is invalid (ARIA 1.2). */
const NAMEABLE =
  '[role]:not([role="none"], [role="presentation"], [role="generic"]), input:not([type="hidden"]), select, textarea, button, a[href], img, svg, iframe, nav, section, form, dialog, table, fieldset, meter, progress, output';

/**
 * The HTML errors a validator reports on the markup of `root`, as rules of thumb the DOM can tell: a block
 * inside an inline element, `aria-label` on an element whose role allows no name, an id used twice. One
 * readable line each.
 */
export function markupErrors(root) {
  const describe = (element) =>
    `<${element.localName}${element.className ? ` class="${element.getAttribute('class')}"` : ''}>`;
  const errors = [];
  for (const inline of root.querySelectorAll(PHRASING_ONLY)) {
    for (const block of inline.querySelectorAll(FLOW_ONLY)) {
      errors.push(`${describe(block)} inside ${describe(inline)}`);
    }
  }
  for (const named of root.querySelectorAll('[aria-label]')) {
    if (!named.matches(NAMEABLE)) errors.push(`aria-label on ${describe(named)} without a role`);
  }
  const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
  for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index))) {
    errors.push(`id "${id}" used twice`);
  }
  return errors;
}
