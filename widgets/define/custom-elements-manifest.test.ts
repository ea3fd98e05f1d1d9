import { describe, expect, it } from 'vitest';
import { buildCustomElementsManifest } from './custom-elements-manifest';
import type { AnyElementManifest } from './element-manifest';

const field: AnyElementManifest = {
  tag: 'pp-field',
  module: 'widgets/field/element.ts',
  summary: 'A field.',
  props: { value: 'string' },
  propDocs: { value: 'Initial value.' },
  events: {},
  cssProperties: {},
};

function declarationOf(manifest: AnyElementManifest) {
  const declaration = buildCustomElementsManifest([manifest]).modules[0]?.declarations[0];
  if (!declaration) throw new Error('no declaration');
  return declaration;
}

describe('buildCustomElementsManifest', () => {
  it('documents the attributes and members of a native control for a form-associated element', () => {
    const declaration = declarationOf({ ...field, formAssociated: true });
    expect(declaration.attributes.map((attribute) => attribute.name)).toEqual([
      'data-value',
      'name',
      'required',
      'disabled',
    ]);
    expect(declaration.members.map((member) => member.name)).toEqual([
      'value',
      'name',
      'required',
      'disabled',
      'form',
      'type',
      'validity',
      'validationMessage',
      'willValidate',
      'labels',
      'checkValidity',
      'reportValidity',
    ]);
  });

  it('documents only its own props for an element that does not opt in', () => {
    const declaration = declarationOf(field);
    expect(declaration.attributes.map((attribute) => attribute.name)).toEqual(['data-value']);
    expect(declaration.members.map((member) => member.name)).toEqual(['value']);
  });
});
