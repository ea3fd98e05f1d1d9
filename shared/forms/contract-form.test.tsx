// @vitest-environment jsdom
import { act } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type Fetch } from '@shared/api/client';
import * as authApi from '@shared/api/contract/auth';
import type { ErrorBody } from '@shared/api/error-body';
import { boundedText, termsAcceptedSchema } from '@shared/validation';
import {
  FormCheckboxField,
  FormErrorSummary,
  FormFailureMessage,
  FormTextField,
  useContractForm,
} from './index';
import {
  createTestRoot,
  errorOf,
  inputLabelled,
  settle,
  submitForm,
  typeInto,
  type TestRoot,
} from './test-helpers';

/** A profile form whose rules are the registration's, and two of its own. */
const { email, lastname } = authApi.registrationSchema.entries;
const profileSchema = v.object({
  email,
  lastname,
  nickname: v.optional(boundedText({ max: 40 })),
  terms: termsAcceptedSchema,
});

const PHONE = '+33612345678';

/** The API client of the page, on a fake server that answers every call with `status` and `body`. */
function clientAnswering(status: number, body: unknown) {
  const calls: unknown[] = [];
  const fetch: Fetch = async (_url, init) => {
    calls.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const session = {
    getAccessToken: () => undefined,
    getRefreshToken: () => undefined,
    storeTokens: () => {},
    expire: () => {},
  };
  return { client: createApiClient({ fetch, session }), calls };
}

function ProfileForm({
  send,
  withSummary = false,
}: {
  send: (values: object) => Promise<unknown>;
  withSummary?: boolean;
}) {
  const form = useContractForm({
    schema: profileSchema,
    defaultValues: { email: '', lastname: '', nickname: '', terms: false },
    withSummary,
  });
  return (
    <form noValidate onSubmit={form.submitWith(send)}>
      {withSummary && <FormErrorSummary form={form} />}
      <FormTextField form={form} name="email" label="Adresse e-mail" type="email" />
      <FormTextField form={form} name="lastname" label="Nom" />
      <FormTextField form={form} name="nickname" label="Surnom" />
      <FormCheckboxField form={form} name="terms" label="J'accepte les conditions" />
      <FormFailureMessage form={form} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

let root: TestRoot;
let host: HTMLElement;
beforeEach(() => {
  root = createTestRoot();
  host = root.host;
});
afterEach(() => root.unmount());

const render = (element: React.ReactNode) => root.render(element);
const input = (label: string) => inputLabelled(host, label);
const submit = () => submitForm(host);

async function leave(control: HTMLInputElement) {
  await act(async () => control.blur());
  await settle();
}

async function fillValidProfile() {
  await typeInto(input('Adresse e-mail'), 'camille@example.fr');
  await typeInto(input('Nom'), 'Martin');
  await act(async () => input("J'accepte").click());
}

const failureText = () => host.querySelector('[role="alert"]')?.textContent ?? '';

describe('a form bound to a contract schema', () => {
  it('puts a 400 naming a field on that field, focuses it, and says nothing for the whole form', async () => {
    const refusal: ErrorBody = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Cette adresse e-mail est déjà utilisée.',
      fields: { email: 'Cette adresse e-mail est déjà utilisée.' },
    };
    const { client, calls } = clientAnswering(400, refusal);
    render(
      <ProfileForm
        send={(values) =>
          client.call(authApi.register, {
            ...(values as { email: string; lastname: string }),
            firstname: 'Camille',
            phone: PHONE,
            city: 'Lyon',
            zipCode: null,
            country: 'FR',
            latitude: null,
            longitude: null,
            locale: 'fr',
          })
        }
      />,
    );
    await fillValidProfile();
    await submit();

    expect(calls).toHaveLength(1);
    const field = input('Adresse e-mail');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field)).toBe('Cette adresse e-mail est déjà utilisée.');
    expect(document.activeElement).toBe(field);
    expect(input('Nom').getAttribute('aria-invalid')).toBeNull();
    expect(failureText()).toBe('');

    // The server's message goes once the field is changed.
    await typeInto(field, 'camille.martin@example.fr');
    await settle();
    expect([field.getAttribute('aria-invalid'), errorOf(field)]).toEqual([null, undefined]);
  });

  it('says a failure no field takes for the whole form: an unknown field, another status', async () => {
    const unknownField = clientAnswering(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Numéro inconnu',
      fields: { phone: 'Numéro inconnu' },
    });
    render(
      <ProfileForm
        send={(values) => unknownField.client.call(authApi.checkPhone, { phone: PHONE, ...values })}
      />,
    );
    await fillValidProfile();
    await submit();
    expect(failureText()).toBe('Une erreur est survenue : Erreur 400 : Numéro inconnu');
    expect(input('Adresse e-mail').getAttribute('aria-invalid')).toBeNull();

    const conflict = clientAnswering(409, { statusCode: 409, error: 'Conflict', message: 'Compte existant' });
    render(<ProfileForm send={() => conflict.client.call(authApi.checkPhone, { phone: PHONE })} />);
    await submit();
    expect(failureText()).toBe('Une erreur est survenue : Erreur 409 : Compte existant');
  });

  it('marks required fields and optional ones, from the schema', () => {
    render(<ProfileForm send={async () => {}} />);
    const marks = [...host.querySelectorAll('label')].map((label) => [
      label.textContent,
      label.querySelector('.pp-ui-field__necessity')?.getAttribute('aria-hidden') ?? null,
    ]);
    expect(marks).toEqual([
      ['Adresse e-mail (obligatoire)', 'true'],
      ['Nom (obligatoire)', 'true'],
      ['Surnom (facultatif)', null],
      ["J'accepte les conditions (obligatoire)", 'true'],
    ]);
    expect(['Adresse e-mail', 'Nom', 'Surnom', "J'accepte"].map((label) => input(label).required)).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('shows a rule once its field is left with something in it, not when it is left empty', async () => {
    render(<ProfileForm send={async () => {}} />);
    const field = input('Adresse e-mail');
    await act(async () => field.focus());
    await leave(field);
    expect(errorOf(field)).toBeUndefined();
    await typeInto(field, 'camille@');
    await settle();
    expect(errorOf(field), 'no error while typing').toBeUndefined();
    await leave(field);
    expect(errorOf(field)).toBe('Email invalide');
    await typeInto(field, 'camille@example.fr');
    await settle();
    expect(errorOf(field), 'then the rule follows each change').toBeUndefined();
  });

  it('sends the values the schema parsed, once even when submitted twice', async () => {
    const sent: object[] = [];
    let answer: () => void = () => {};
    render(
      <ProfileForm
        send={(values) => {
          sent.push(values);
          return new Promise<void>((resolve) => (answer = resolve));
        }}
      />,
    );
    await typeInto(input('Adresse e-mail'), '  camille@example.fr ');
    await typeInto(input('Nom'), 'Martin');
    await act(async () => input("J'accepte").click());
    await submit();
    await submit();
    answer();
    await settle();
    expect(sent).toEqual([{ email: 'camille@example.fr', lastname: 'Martin', nickname: '', terms: true }]);
  });

  it('lists the errors in a summary that takes the focus, each link focusing its field', async () => {
    const send = vi.fn(async () => {});
    render(<ProfileForm send={send} withSummary />);
    await typeInto(input('Nom'), 'Martin');
    await submit();

    const summary = host.querySelector('.pp-ui-form-summary');
    expect(document.activeElement).toBe(summary);
    expect(summary?.getAttribute('aria-labelledby')).toBe(summary?.querySelector('p')?.id);
    expect(summary?.querySelector('p')?.textContent).toBe('Le formulaire contient des erreurs :');
    const links = [...(summary?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => link.textContent)).toEqual([
      'Email invalide',
      'Vous devez accepter les conditions générales de vente',
    ]);
    await act(async () => links[1]?.click());
    await settle();
    expect(document.activeElement).toBe(input("J'accepte"));
    await act(async () => links[0]?.click());
    await settle();
    expect(document.activeElement).toBe(input('Adresse e-mail'));
    expect(send).not.toHaveBeenCalled();
  });
});
