/** The names of the events our elements dispatch (`pp-<element>-<what>`), as typed in the global event map. */
export type ElementEventName = Extract<keyof GlobalEventHandlersEventMap, `pp-${string}`>;

export type ElementEventDetail<Name extends ElementEventName> =
  GlobalEventHandlersEventMap[Name] extends CustomEvent<infer Detail> ? Detail : never;

/**
 * Dispatches an element's event on its host: bubbling and composed, so a page listening on `document` hears it
 * even when the element sits in someone else's shadow root.
 */
export function dispatchElementEvent<Name extends ElementEventName>(
  host: HTMLElement,
  name: Name,
  detail: ElementEventDetail<Name>,
): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
