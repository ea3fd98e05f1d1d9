// @vitest-environment jsdom
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProjectWizard } from '@shared/features/project-wizard/use-project-wizard';
import { wizardReducer } from '@shared/features/project-wizard/wizard-reducer';
import type { WizardState } from '@shared/features/project-wizard/wizard-state';
import { initialWizard } from '@shared/features/project-wizard/wizard-state';
import { failure, json } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { useUnknownPlannerCheck } from './use-unknown-planner-check';

/** The wizard on its own reducer, its state written out for the test to read. */
function Wizard({ start }: { start: WizardState }) {
  const [state, dispatch] = useReducer(wizardReducer, start);
  useUnknownPlannerCheck({ state, dispatch, restored: true } as unknown as ProjectWizard, 'fr');
  return <output>{JSON.stringify(state)}</output>;
}

const render = renderingWithApi();

describe('the planner the couple came from', () => {
  it('is dropped, the couple told, when the server does not know it (prestataire=999999)', async () => {
    const { server, container } = render(<Wizard start={initialWizard(999_999)} />, () =>
      failure(404, 'Ce prestataire est introuvable'),
    );
    const shown = () => JSON.parse(container.textContent ?? '') as WizardState;
    await eventually(() => expect(shown().plannerDropped).toBe(true));
    expect(shown()).toMatchObject({ featuredPlanner: null, answers: { prestataires: [] } });
    expect(server.requests.map((request) => request.path)).toEqual(['/api/get-planner/999999']);
  });

  it('stays chosen when the server knows it', async () => {
    const { server, container } = render(<Wizard start={initialWizard(12)} />, () =>
      json({
        success: true,
        prestataire: {
          id: 12,
          name: 'Atelier Lumière',
          city: 'Lyon',
          cp: '69',
          portrait: '',
          profileUrl: '/wedding-planner/atelier-lumiere',
          profileImage: null,
          isPremium: false,
          hasLoggedInTheLastDays: false,
          langues: [],
        },
      }),
    );
    const shown = () => JSON.parse(container.textContent ?? '') as WizardState;
    await eventually(() => expect(server.requests).toHaveLength(1));
    await eventually(() => expect(shown().answers.prestataires).toEqual([12]));
    expect(shown().plannerDropped).toBe(false);
  });
});
