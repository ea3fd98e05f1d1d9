// @vitest-environment jsdom
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '@shared/i18n';
import { renderRoot } from '@shared/testing/react-root';
import { StepErrorSummary } from './step-error-summary';
import { WizardProgress } from './wizard-progress';

let cleanUp: () => void = () => {};
afterEach(() => act(() => cleanUp()));

function render(content: React.ReactNode) {
  const rendered = renderRoot(<I18nextProvider i18n={getI18n('fr')}>{content}</I18nextProvider>);
  cleanUp = rendered.unmount;
  return rendered.container;
}

describe('the progress indicator', () => {
  it('says each step’s progress, links the steps reached, and marks the one on show', () => {
    const onStep = vi.fn();
    const container = render(
      <WizardProgress
        step="event-details"
        reached="extras"
        statuses={{
          'event-type': 'done',
          'event-details': 'in-progress',
          extras: 'in-progress',
          planners: 'not-started',
          validation: 'not-started',
        }}
        onStep={onStep}
      />,
    );
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '1Type d’événementTerminée',
      '2Détails de l’événementEn cours',
      '3ComplémentsEn cours',
      '4Wedding planners suggérésNon commencée',
      '5ValidationNon commencée',
    ]);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/projects/new/event-type',
      '/projects/new/event-details',
      '/projects/new/extras',
    ]);
    expect(container.querySelector('[aria-current="step"]')?.getAttribute('href')).toBe(
      '/projects/new/event-details',
    );
    act(() => links[0]?.click());
    expect(onStep).toHaveBeenCalledWith('event-type');
  });
});

describe('the step’s error summary', () => {
  it('lists the messages, takes the focus at each refusal, and links each to its field', () => {
    const field = document.createElement('select');
    field.id = 'project-wizard-eventType';
    document.body.append(field);
    const container = render(
      <StepErrorSummary errors={{ eventType: 'validation.eventTypeRequired' }} refusals={1} />,
    );
    const summary = container.querySelector('section');
    expect(summary?.textContent).toBe('Le formulaire contient des erreurs :Choisissez un type d’événement.');
    expect(document.activeElement).toBe(summary);
    act(() => container.querySelector('a')?.click());
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('shows nothing while the step has no message', () => {
    expect(render(<StepErrorSummary errors={{}} refusals={0} />).innerHTML).toBe('');
  });
});
