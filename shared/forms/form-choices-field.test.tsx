// @vitest-environment jsdom
import { act } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/client/errors';
import { FormChoicesField, FormRichTextField, SubmitFooter, useContractForm } from './index';
import { createTestRoot, settle, submitForm, type TestRoot } from './test-helpers';

const profileSchema = v.object({
  portrait: v.pipe(v.string(), v.maxLength(200)),
  spoken: v.array(v.string()),
});
type Profile = v.InferOutput<typeof profileSchema>;

const OPTIONS = [
  { value: 'de', label: 'Allemand' },
  { value: 'en', label: 'Anglais' },
  { value: 'it', label: 'Italien' },
];

function ProfileForm({ start, send }: { start: Profile; send: (values: Profile) => Promise<unknown> }) {
  const form = useContractForm({ schema: profileSchema, defaultValues: start });
  return (
    <form
      noValidate
      onSubmit={form.submitWith(async (values) => {
        await send(values);
      })}
    >
      <FormRichTextField form={form} name="portrait" label="Votre portrait" />
      <FormChoicesField form={form} name="spoken" legend="Langues parlées" options={OPTIONS} />
      <SubmitFooter form={form} label="Enregistrer" done={null} />
    </form>
  );
}

let root: TestRoot;
beforeEach(() => {
  root = createTestRoot();
});
afterEach(() => root.unmount());

const box = (label: string) => {
  const found = [...root.host.querySelectorAll('label')].find((element) => element.textContent === label);
  const control = found && document.getElementById(found.htmlFor);
  if (!(control instanceof HTMLInputElement)) throw new Error(`no box ${label}`);
  return control;
};
const editor = () => {
  const element = root.host.querySelector('pp-rich-text');
  if (!(element instanceof HTMLElement)) throw new Error('no <pp-rich-text>');
  return element;
};

describe('the boxes of a list field and the rich-text field of a contract form', () => {
  it('sends the ticked values in the options’ order and the editor’s last value', async () => {
    const sent: Profile[] = [];
    root.render(
      <ProfileForm
        start={{ portrait: '<p>Bonjour</p>', spoken: ['it'] }}
        send={async (values) => void sent.push(values)}
      />,
    );
    expect(editor().getAttribute('data-value')).toBe('<p>Bonjour</p>');
    expect(editor().getAttribute('data-label')).toBe('Votre portrait');
    expect(box('Italien').checked).toBe(true);
    await act(async () => {
      box('Anglais').click();
      box('Allemand').click();
      box('Italien').click();
    });
    await act(async () => {
      editor().dispatchEvent(new CustomEvent('pp-rich-text-change', { detail: { value: '<p>Bonsoir</p>' } }));
    });
    await submitForm(root.host);
    expect(sent).toEqual([{ portrait: '<p>Bonsoir</p>', spoken: ['de', 'en'] }]);
    // The editor starts from what the form started from, not from each edit: its cursor stays where it is.
    expect(editor().getAttribute('data-value')).toBe('<p>Bonjour</p>');
  });

  it('shows the server’s message about one of the values under the group, named by it', async () => {
    const refusal = new ApiError(400, 'Bad Request', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Choisissez une langue de la liste.',
      fields: { 'spoken.0': 'Choisissez une langue de la liste.' },
    });
    root.render(
      <ProfileForm start={{ portrait: '', spoken: ['en'] }} send={() => Promise.reject(refusal)} />,
    );
    await submitForm(root.host);
    await settle();
    const group = root.host.querySelector('fieldset');
    const described = (group?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Choisissez une langue de la liste.');
    expect(group?.querySelector('legend')?.textContent).toBe('Langues parlées');
  });
});
