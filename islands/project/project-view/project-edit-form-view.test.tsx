// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { failure } from '@shared/testing/fake-fetch';
import { exampleProject } from '@shared/testing/project-fixtures';
import { renderingWithApi } from '@shared/testing/render-with-api';
import ProjectEditForm from './project-edit-form-view';
import type { ProjectReferences } from './use-project-references';

const render = renderingWithApi();

const references: ProjectReferences = {
  eventTypeName: (slug) => slug,
  serviceTypeName: (slug) => slug,
  guestRanges: [{ id: 2, label: '50 à 100', min: 50, max: 100 }],
  plannerBudgetRanges: [{ id: 3, label: '2 000 à 5 000 €', min: 2000, max: 5000 }],
  budgetRanges: [{ id: 5, label: '20 000 à 50 000 €', min: 20000, max: 50000 }],
};

describe('the project edit form', () => {
  it('marks the ranges optional and the message required, as the wizard asks them', () => {
    const { container } = render(
      <ProjectEditForm
        project={exampleProject({ message: 'Bonjour' })}
        references={references}
        country="FR"
        language="fr"
        onDone={() => {}}
      />,
      () => failure(500),
    );
    const labelOf = (text: string) =>
      [...container.querySelectorAll('label')]
        .map((label) => label.textContent ?? '')
        .find((label) => label.startsWith(text));
    expect(labelOf('Nombre d’invités')).toMatch(/\(facultatif\)$/);
    expect(labelOf('Budget pour le wedding planner')).toMatch(/\(facultatif\)$/);
    expect(labelOf('Budget total')).toMatch(/\(facultatif\)$/);
    expect(labelOf('Message aux wedding planners')).toMatch(/\(obligatoire\)$/);
    expect(container.querySelector('textarea')?.required).toBe(true);
  });

  it('shows the date in a field to tab to and type in before the date picker’s code has loaded', () => {
    const { container } = render(
      <ProjectEditForm
        project={exampleProject()}
        references={references}
        country="FR"
        language="fr"
        onDone={() => {}}
      />,
      () => failure(500),
    );
    const field = container.querySelector<HTMLInputElement>('pp-date-picker > input');
    expect([field?.getAttribute('aria-label'), field?.value, field?.tabIndex]).toEqual([
      'Date de l’événement',
      '14 juin 2031',
      0,
    ]);
  });
});
