import r2wc from '@r2wc/react-to-web-component';
import {
  createElement,
  Suspense,
  use,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Namespace } from '@shared/i18n/catalogs/namespaces';
import type * as ElementTextsModule from '@shared/i18n/element-texts';
import { attributeNameOf, parseAttribute, type AttributeType, type AttributeTypeOf } from './attribute-types';
import { withFormAssociation } from './form-association';
import { PropsStore } from './props-store';

/** Every element component receives its host element, to dispatch its events on it. */
export interface HostProps {
  host: HTMLElement;
}

/** What the wrapper gives every component (`host`) or form-associated ones (`form`), never an attribute. */
type OwnProps<Props> = Omit<Props, keyof HostProps | 'form'>;

/** One entry per prop: its `data-*` attribute and its property carry that type. */
export type PropTypes<Props> = {
  [Name in keyof OwnProps<Props> & string]-?: AttributeTypeOf<NonNullable<OwnProps<Props>[Name]>>;
};

export interface ElementDefinition<Props> {
  props: PropTypes<Props>;
  /**
   * Opt-in: the element is a form control (`ElementInternals`), its component receives a `form` controller
   * (see `FormAssociatedProps`) and the element follows the `name`, `required` and `disabled` attributes.
   */
  formAssociated?: true;
  /**
   * The text namespaces the component reads (see `shared/i18n/catalogs/namespaces.ts`). The element fetches
   * them in its language (`hostElementLanguage` of its `locale` and `country` props, when it has them) before
   * its first render, and again before rendering in another language, so it never shows a key for a text.
   */
  texts?: readonly Namespace[];
}

/** What `document.createElement(tag)` returns for an element defined from a component with these props. */
export type ElementInstance<Props extends HostProps> = HTMLElement & Partial<OwnProps<Props>>;

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

const storeOfHost = new WeakMap<HTMLElement, PropsStore>();

type ElementTexts = typeof ElementTextsModule;

/** Set once the first element with texts has imported it: rendering can then check its texts synchronously. */
let elementTexts: ElementTexts | undefined;

async function importElementTexts(): Promise<ElementTexts> {
  elementTexts ??= await import('@shared/i18n/element-texts');
  return elementTexts;
}

/**
 * Renders `children` once the texts of `namespaces` are loaded in the language of `props`: when new props
 * change the language, React keeps showing nothing in their place (their state kept) until they are.
 */
function TextsLoaded({
  props,
  namespaces,
  children,
}: {
  props: Readonly<Record<string, unknown>>;
  namespaces: readonly Namespace[];
  children: ReactNode;
}): ReactNode {
  if (!elementTexts) throw new Error('An element rendered before its texts were imported.');
  const language = elementTexts.languageOfElementProps(props);
  if (!elementTexts.textsLoaded(language, namespaces)) use(elementTexts.loadTexts(language, namespaces));
  return children;
}

function storeOf(host: HTMLElement): PropsStore {
  const store = storeOfHost.get(host);
  if (!store) throw new Error(`<${host.localName}> has no props store.`);
  return store;
}

/**
 * Defines `tagName` as a custom element rendering `Component` in its light DOM, through r2wc, with the gaps of
 * r2wc 2.1.1 filled here once for every element:
 * - each prop is read from a `data-*` attribute (`providerId` from `data-provider-id`) and is also a property;
 *   a removed attribute gives `undefined` (false for a boolean), booleans are presence-only;
 * - properties a script set before the element was upgraded are kept, and win over the markup;
 * - the React tree is unmounted a microtask after disconnection, and only if the node was not put back, so a
 *   script moving the node keeps its state;
 * - defining a tag that is already defined returns the existing class instead of throwing (a second copy of
 *   the loader on the page);
 * - with `formAssociated: true`, the element is a form control (see `withFormAssociation`);
 * - with `texts`, the element renders only once its texts are loaded in its language.
 */
export function defineElement<Props extends HostProps>(
  tagName: `pp-${string}`,
  Component: ComponentType<Props>,
  definition: ElementDefinition<Props>,
): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;

  const propTypes: Readonly<Record<string, AttributeType>> = definition.props;
  const propNames = Object.keys(propTypes);
  const propOfAttribute = new Map(propNames.map((prop) => [attributeNameOf(prop), prop]));
  const namespaces = definition.texts?.length ? definition.texts : undefined;

  // r2wc gives the component its render root as `container`: in light DOM, the host element itself.
  function Connected({ container }: { container?: HTMLElement }) {
    const store = container && storeOfHost.get(container);
    if (!container || !store) throw new Error(`<${tagName}> rendered without its element.`);
    const props = useSyncExternalStore(store.subscribe, store.snapshot);
    const element: ReactElement = createElement(Component, { ...props, host: container } as Props);
    if (!namespaces) return element;
    return createElement(
      Suspense,
      { fallback: null },
      createElement(TextsLoaded, { props, namespaces, children: element }),
    );
  }

  const Base = r2wc(Connected) as unknown as new () => R2wcElement;

  class PpElement extends Base {
    static get observedAttributes(): string[] {
      return [...propOfAttribute.keys()];
    }

    readonly #store = new PropsStore();
    readonly #propertiesSetBeforeUpgrade: [string, unknown][] = [];

    static {
      for (const prop of propNames) {
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: PpElement) {
            return this.#store.get(prop);
          },
          set(this: PpElement, value: unknown) {
            this.#store.set(prop, value);
          },
        });
      }
    }

    constructor() {
      super();
      storeOfHost.set(this, this.#store);
      // A property set before the upgrade is an own property hiding the prototype's accessor: take it back.
      for (const prop of propNames) {
        if (Object.hasOwn(this, prop)) {
          this.#propertiesSetBeforeUpgrade.push([prop, Reflect.get(this, prop)]);
          Reflect.deleteProperty(this, prop);
        }
      }
    }

    attributeChangedCallback(attribute: string, _previous: string | null, value: string | null): void {
      const prop = propOfAttribute.get(attribute);
      const type = prop && propTypes[prop];
      if (!prop || !type) return;
      const parsed = parseAttribute(type, value);
      if (value !== null && parsed === undefined && type !== 'string') {
        console.warn(`<${tagName}> ignores ${attribute}="${value}": it is not a valid ${type}.`);
      }
      this.#store.set(prop, parsed);
    }

    override connectedCallback(): void {
      // The upgrade delivers the attributes before connecting: applied now, a script's properties win.
      for (const [prop, value] of this.#propertiesSetBeforeUpgrade.splice(0)) this.#store.set(prop, value);
      if (!namespaces || this.#textsLoaded(namespaces)) {
        super.connectedCallback();
        return;
      }
      // The integrator's markup stays until the texts are there: the first render is already translated.
      importElementTexts()
        .then((texts) => texts.loadTexts(texts.languageOfElementProps(this.#store.snapshot()), namespaces))
        .then(
          () => {
            if (this.isConnected) super.connectedCallback();
          },
          (error: unknown) => console.error(`<${tagName}> could not load its texts.`, error),
        );
    }

    #textsLoaded(texts: readonly Namespace[]): boolean {
      return (
        elementTexts?.textsLoaded(elementTexts.languageOfElementProps(this.#store.snapshot()), texts) ?? false
      );
    }

    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    /** With `moveBefore()`, the browser moves the node without disconnecting it: nothing to do. */
    connectedMoveCallback(): void {}
  }

  const ElementClass = definition.formAssociated ? withFormAssociation(PpElement, storeOf) : PpElement;
  customElements.define(tagName, ElementClass);
  return ElementClass;
}
