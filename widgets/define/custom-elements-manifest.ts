import { attributeNameOf } from './attribute-types';
import type { AnyElementManifest } from './element-manifest';

const JS_TYPE_OF_ATTRIBUTE: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'object (JSON)',
};

/** What a form-associated element has on top of its own props, as a native form control does. */
const FORM_ATTRIBUTES = [
  { name: 'name', type: { text: 'string' }, description: 'The key its value is submitted under.' },
  {
    name: 'required',
    type: { text: 'boolean' },
    description: 'The form cannot be submitted while the value is empty.',
  },
  {
    name: 'disabled',
    type: { text: 'boolean' },
    description: 'Neither submitted nor validated (a disabled fieldset does the same).',
  },
];

const FORM_MEMBERS = [
  ...FORM_ATTRIBUTES.map((attribute) => ({ kind: 'field', ...attribute, attribute: attribute.name })),
  { kind: 'field', name: 'form', type: { text: 'HTMLFormElement | null' }, readonly: true },
  { kind: 'field', name: 'type', type: { text: 'string' }, readonly: true, description: 'The tag name.' },
  { kind: 'field', name: 'validity', type: { text: 'ValidityState' }, readonly: true },
  { kind: 'field', name: 'validationMessage', type: { text: 'string' }, readonly: true },
  { kind: 'field', name: 'willValidate', type: { text: 'boolean' }, readonly: true },
  { kind: 'field', name: 'labels', type: { text: 'NodeList' }, readonly: true },
  { kind: 'method', name: 'checkValidity', return: { type: { text: 'boolean' } } },
  { kind: 'method', name: 'reportValidity', return: { type: { text: 'boolean' } } },
];

/** The `custom-elements.json` document (schema 2.1.0) of the elements, one module each. */
export function buildCustomElementsManifest(manifests: readonly AnyElementManifest[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [...manifests]
      .sort((a, b) => a.tag.localeCompare(b.tag))
      .map((manifest) => {
        const props = Object.entries(manifest.props);
        const className = manifest.tag
          .split('-')
          .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
          .join('');
        return {
          kind: 'javascript-module',
          path: manifest.module,
          declarations: [
            {
              kind: 'class',
              customElement: true,
              name: `${className}Element`,
              tagName: manifest.tag,
              summary: manifest.summary,
              attributes: [
                ...props.map(([prop, type]) => ({
                  name: attributeNameOf(prop),
                  fieldName: prop,
                  type: { text: JS_TYPE_OF_ATTRIBUTE[type] ?? type },
                  description: manifest.propDocs[prop],
                })),
                ...(manifest.formAssociated ? FORM_ATTRIBUTES : []),
              ],
              members: [
                ...props.map(([prop, type]) => ({
                  kind: 'field',
                  name: prop,
                  type: { text: JS_TYPE_OF_ATTRIBUTE[type] ?? type },
                  description: manifest.propDocs[prop],
                  attribute: attributeNameOf(prop),
                })),
                ...(manifest.formAssociated ? FORM_MEMBERS : []),
              ],
              events: Object.entries(manifest.events).map(([name, event]) => ({
                name,
                type: { text: `CustomEvent<${event.detail}>` },
                description: event.description,
              })),
              cssProperties: Object.entries(manifest.cssProperties).map(([name, property]) => ({
                name,
                description: property.description,
                ...(property.default === undefined ? {} : { default: property.default }),
              })),
            },
          ],
          exports: [
            {
              kind: 'custom-element-definition',
              name: manifest.tag,
              declaration: { name: `${className}Element`, module: manifest.module },
            },
          ],
        };
      }),
  };
}
