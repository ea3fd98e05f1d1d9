type Listener = () => void;
export type PropValues = Readonly<Record<string, unknown>>;

/**
 * The props of one element instance, written by its attributes and properties and read by its React tree
 * through `useSyncExternalStore`. Every change replaces the snapshot, so React sees it as a new value.
 */
export class PropsStore {
  #values: PropValues = {};
  readonly #listeners = new Set<Listener>();

  get(name: string): unknown {
    return this.#values[name];
  }

  set(name: string, value: unknown): void {
    if (Object.is(this.#values[name], value) && name in this.#values) return;
    this.#values = { ...this.#values, [name]: value };
    for (const listener of this.#listeners) listener();
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly snapshot = (): PropValues => this.#values;
}
