// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locality } from '@shared/api/contract/locality';
import { typeInto } from '@shared/forms/test-helpers';
import { json } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { CityField } from './city-field';

const LYON: Locality = {
  city: 'Lyon',
  zipcode: '69001',
  countrycode: 'FR',
  lat: 45.76,
  lng: 4.83,
  area: 'Rhône',
};

function City() {
  const [value, setValue] = useState('');
  return (
    <CityField
      label="Ville"
      value={value}
      onValueChange={setValue}
      onPick={(locality) => setValue(locality.city)}
      picked={false}
      country="FR"
      language="fr"
    />
  );
}

const render = renderingWithApi();

describe('the city field', () => {
  it('says "Recherche…" while the cities come and "Aucune ville trouvée" when none does, politely', async () => {
    const held: { answer?: (response: Response) => void } = {};
    const { container } = render(<City />, (request) =>
      request.query.q === 'Lyon'
        ? json({ localities: [LYON] })
        : new Promise<Response>((resolve) => (held.answer = resolve)),
    );
    const input = container.querySelector<HTMLInputElement>('[role="combobox"]');
    const status = () => container.querySelector('[role="status"]');
    if (input === null) throw new Error('no city input');
    expect(status()?.textContent).toBe('');

    await typeInto(input, 'Xq');
    expect(status()?.textContent).toBe('Recherche…');
    await eventually(() => expect(held.answer).toBeDefined());
    expect(status()?.textContent).toBe('Recherche…');
    held.answer?.(json({ localities: [] }));
    await eventually(() => expect(status()?.textContent).toBe('Aucune ville trouvée'));

    await typeInto(input, 'Lyon');
    await eventually(() => expect(container.querySelector('[role="option"]')?.textContent).toMatch(/^Lyon/));
    expect(status()?.textContent).toBe('');
  });
});
