// @vitest-environment jsdom
import { act, useState } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/client/errors';
import { boundedText } from '@shared/validation';
import { FormList, FormTextField, SubmitFooter, useContractForm } from './index';
import { createTestRoot, errorOf, settle, submitForm, typeInto, type TestRoot } from './test-helpers';

/** A list of links, as a resource with rows (social networks) sends it. */
const linksSchema = v.object({
  title: boundedText({ max: 40 }),
  links: v.pipe(v.array(v.object({ url: boundedText({ max: 200 }) })), v.maxLength(3)),
});

function LinksForm({ send }: { send: (values: v.InferOutput<typeof linksSchema>) => Promise<unknown> }) {
  const [saves, setSaves] = useState(0);
  const [saved, setSaved] = useState(false);
  const form = useContractForm({
    schema: linksSchema,
    defaultValues: {
      title: 'Mes liens',
      links: [{ url: 'https://a.example' }, { url: 'https://b.example' }],
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.submitWith(async (values) => {
        setSaved(false);
        await send(values);
        setSaved(true);
        setSaves((count) => count + 1);
      })}
    >
      <FormTextField form={form} name="title" label="Titre" />
      <FormList
        form={form}
        name="links"
        newRow={() => ({ url: '' })}
        rowLabel={(index) => `Lien ${index + 1}`}
        addLabel="Ajouter un lien"
        maxRows={3}
        renderRow={({ path, index }) => (
          <FormTextField form={form} name={`${path}.url`} label={`Adresse du lien ${index + 1}`} />
        )}
      />
      <SubmitFooter
        form={form}
        label="Enregistrer"
        done={saved ? { text: 'Modifications enregistrées', at: saves } : null}
      />
    </form>
  );
}

let root: TestRoot;
beforeEach(() => {
  root = createTestRoot();
});
afterEach(() => root.unmount());

const urlInputs = () => [...root.host.querySelectorAll<HTMLInputElement>('input[type="text"]')].slice(1);
const button = (name: string) => {
  const found = [...root.host.querySelectorAll('button')].find((element) =>
    element.textContent?.endsWith(name),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = (element: HTMLElement) => act(async () => element.click());

describe('a list field of a contract form', () => {
  it('adds a row and takes the focus to its field, up to the schema’s maximum, then offers no add button', async () => {
    root.render(<LinksForm send={async () => undefined} />);
    await click(button('Ajouter un lien'));
    expect(urlInputs()).toHaveLength(3);
    expect(document.activeElement).toBe(urlInputs()[2]);
    expect(root.host.textContent).not.toContain('Ajouter un lien');
  });

  it('moves a row with the focus kept on its button, removes one with the focus on the row taking its place', async () => {
    const sent: unknown[] = [];
    root.render(<LinksForm send={async (values) => sent.push(values)} />);
    await click(button('Descendre Lien 1'));
    expect(urlInputs().map((input) => input.value)).toEqual(['https://b.example', 'https://a.example']);
    expect(document.activeElement).toBe(button('Monter Lien 2'));
    expect(root.host.querySelector('[role="status"]')?.textContent).toContain('Lien 1 déplacé en position 2');
    await click(button('Retirer Lien 1'));
    expect(document.activeElement).toBe(urlInputs()[0]);
    await click(button('Retirer Lien 1'));
    expect(document.activeElement).toBe(button('Ajouter un lien'));
    await submitForm(root.host);
    expect(sent).toEqual([{ title: 'Mes liens', links: [] }]);
  });

  it('puts the server’s message about a row’s field on that field and focuses it; a success is announced', async () => {
    const refusal = new ApiError(400, 'Bad Request', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Adresse invalide',
      fields: { 'links.1.url': 'Adresse invalide' },
    });
    let answer: () => Promise<unknown> = () => Promise.reject(refusal);
    root.render(<LinksForm send={() => answer()} />);
    await submitForm(root.host);
    const second = urlInputs()[1];
    expect(second && errorOf(second)).toBe('Adresse invalide');
    expect(document.activeElement).toBe(second);
    expect(root.host.textContent).not.toContain('Modifications enregistrées');

    answer = () => Promise.resolve();
    if (second) await typeInto(second, 'https://c.example');
    await settle();
    await submitForm(root.host);
    expect(root.host.textContent).toContain('Modifications enregistrées');
  });
});
