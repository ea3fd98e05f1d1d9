// @vitest-environment jsdom
import { act, useReducer } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProviderCard } from '@shared/api/contract/providers';
import type { ProjectWizard } from '@shared/features/project-wizard/use-project-wizard';
import { MAX_CHOSEN_PLANNERS } from '@shared/features/project-wizard/wizard-answers';
import { wizardReducer } from '@shared/features/project-wizard/wizard-reducer';
import { onStep, run } from '@shared/features/project-wizard/wizard-test-states';
import { json } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { PlannersStep } from './planners-step';

function card(id: number): ProviderCard {
  return {
    id,
    name: `Planner ${id}`,
    city: 'Lyon',
    cp: '69',
    portrait: '<p>Wedding planner</p>',
    profileUrl: `/wedding-planner/planner-${id}`,
    profileImage: null,
    isPremium: false,
    hasLoggedInTheLastDays: false,
    langues: [],
  };
}

/** Ten planners chosen already, 1 to 10; the suggestions hold 1, 2 and an eleventh. */
const FULL = run(
  onStep('planners'),
  ...Array.from({ length: MAX_CHOSEN_PLANNERS }, (_, index) => ({
    type: 'plannerChosen' as const,
    id: index + 1,
  })),
);
const ELEVENTH = 11;

/** The step on the wizard's own reducer, as the page mounts it. */
function Step() {
  const [state, dispatch] = useReducer(wizardReducer, FULL);
  const wizard = { state, dispatch, restored: true } as unknown as ProjectWizard;
  return (
    <>
      <PlannersStep wizard={wizard} language="fr" country="FR" />
      <output>{state.answers.prestataires.join(',')}</output>
    </>
  );
}

const render = renderingWithApi();

function page() {
  const { container } = render(<Step />, ({ path }) =>
    path === '/api/suggest-prestataires'
      ? json({ success: true, prestataires: [card(1), card(2), card(ELEVENTH)] })
      : json({ success: true, prestataire: card(Number(path.split('/').at(-1))) }),
  );
  const box = (id: number) =>
    [...container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find(
      (input) => input.labels?.[0]?.textContent === `Contacter Planner ${id}`,
    );
  const status = () => container.querySelector('fieldset [role=status]');
  const chosen = () => container.querySelector('output')?.textContent?.split(',').map(Number);
  return { box, status, chosen, container };
}

describe('step 4 with as many planners chosen as one send takes', () => {
  // jsdom lays nothing out and has no scrolling: the call itself is what the card's refusal is seen by.
  const scrolled = vi.fn<(this: Element) => void>(function (this: Element) {});
  const jsdomOwn = Element.prototype.scrollIntoView;
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => scrolled.mockClear());
  afterAll(() => {
    Element.prototype.scrollIntoView = jsdomOwn;
  });

  it('says why an eleventh ticked is not chosen, under its own box and to screen readers, until one is removed', async () => {
    const { box, status, chosen, container } = page();
    await eventually(() => expect(box(ELEVENTH)).toBeDefined());
    expect(status()?.textContent).toBe('');
    act(() => box(ELEVENTH)?.click());
    expect(chosen()).toHaveLength(MAX_CHOSEN_PLANNERS);
    expect(box(ELEVENTH)?.checked).toBe(false);
    expect(status()?.textContent).toBe(
      '10 wedding planners au plus : retirez-en un pour en choisir un autre.',
    );
    expect(container.querySelector('fieldset')?.getAttribute('aria-describedby')).toBe(status()?.id);
    const refusal = box(ELEVENTH)?.getAttribute('aria-describedby') ?? '';
    expect(container.querySelector(`[id="${refusal}"]`)?.textContent, 'said under the box ticked').toBe(
      '10 wedding planners au plus : retirez-en un pour en choisir un autre.',
    );
    expect(box(1)?.getAttribute('aria-describedby'), 'and under no other').toBeNull();
    expect(scrolled.mock.contexts, 'its card brought into view').toEqual([box(ELEVENTH)?.closest('li')]);
    act(() => box(1)?.click());
    expect(status()?.textContent).toBe('');
    expect(box(ELEVENTH)?.getAttribute('aria-describedby')).toBeNull();
    act(() => box(ELEVENTH)?.click());
    expect(chosen()).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, ELEVENTH]);
  });
});

describe('step 4’s planners', () => {
  it('each open its profile on the country site in a new tab, said so, beside the box to tick', async () => {
    const { container } = render(
      <PlannersStep
        wizard={{ state: onStep('planners'), dispatch: () => {}, restored: true } as unknown as ProjectWizard}
        language="fr"
        country="FR"
        profileOrigin="https://www.example.fr"
      />,
      () => json({ success: true, prestataires: [card(1)] }),
    );
    const link = () => container.querySelector<HTMLAnchorElement>('h3 a');
    await eventually(() => expect(link()).not.toBeNull());
    expect(link()?.href).toBe('https://www.example.fr/wedding-planner/planner-1');
    expect(link()?.target).toBe('_blank');
    expect(link()?.textContent).toBe('Planner 1 (s’ouvre dans un nouvel onglet)');
    expect(container.querySelector<HTMLInputElement>('input[type=checkbox]')?.labels?.[0]?.textContent).toBe(
      'Contacter Planner 1',
    );
  });
});
