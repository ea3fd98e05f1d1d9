// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CountryCode } from '@shared/sites';
import { phoneE164Schema } from '@shared/validation/phone/phone';
import { FormPhoneField, SubmitFooter, useContractForm } from './index';
import { createTestRoot, errorOf, inputLabelled, submitForm, typeInto, type TestRoot } from './test-helpers';

const detailsSchema = v.object({ phone: v.union([v.literal(''), phoneE164Schema]) });
type Details = v.InferOutput<typeof detailsSchema>;

function DetailsForm(props: { start: Details; country: CountryCode; send: (values: Details) => void }) {
  const form = useContractForm({ schema: detailsSchema, defaultValues: props.start });
  return (
    <form noValidate onSubmit={form.submitWith(async (values) => props.send(values))}>
      <FormPhoneField form={form} name="phone" label="Téléphone" defaultCountry={props.country} />
      <SubmitFooter form={form} label="Enregistrer" done={null} />
    </form>
  );
}

let root: TestRoot;
beforeEach(() => {
  root = createTestRoot();
});
afterEach(() => root.unmount());

describe('the phone field of a contract form', () => {
  it('shows a stored number as people read it and sends it back in E.164', async () => {
    const sent: Details[] = [];
    root.render(
      <DetailsForm start={{ phone: '+33639981234' }} country="FR" send={(values) => sent.push(values)} />,
    );
    expect(inputLabelled(root.host, 'Téléphone').value).toBe('+33 6 39 98 12 34');
    await submitForm(root.host);
    expect(sent).toEqual([{ phone: '+33639981234' }]);
  });

  it('turns a number typed the national way of the country picked into E.164', async () => {
    const sent: Details[] = [];
    root.render(<DetailsForm start={{ phone: '' }} country="GB" send={(values) => sent.push(values)} />);
    await typeInto(inputLabelled(root.host, 'Téléphone'), '07700 900123');
    await submitForm(root.host);
    expect(sent).toEqual([{ phone: '+447700900123' }]);
  });

  it('keeps what is not a number of the country as typed, marks it and sends nothing', async () => {
    const sent: Details[] = [];
    root.render(<DetailsForm start={{ phone: '' }} country="FR" send={(values) => sent.push(values)} />);
    const input = inputLabelled(root.host, 'Téléphone');
    await typeInto(input, '06 39 98');
    await submitForm(root.host);
    expect(sent).toEqual([]);
    expect(input.value).toBe('06 39 98');
    expect(errorOf(input)).toBeTruthy();
  });

  it('sends nothing for an emptied number', async () => {
    const sent: Details[] = [];
    root.render(
      <DetailsForm start={{ phone: '+33639981234' }} country="FR" send={(values) => sent.push(values)} />,
    );
    await typeInto(inputLabelled(root.host, 'Téléphone'), '   ');
    await submitForm(root.host);
    expect(sent).toEqual([{ phone: '' }]);
  });
});
