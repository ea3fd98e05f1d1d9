// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client/errors';
import { getI18n } from '@shared/i18n';
import { renderRoot } from '@shared/testing/react-root';
import { LoadFailedState, LoadingState, QueryState } from './query-state';

let unmount = () => {};
afterEach(() => unmount());

function render(element: ReactNode) {
  const rendered = renderRoot(<I18nextProvider i18n={getI18n('fr')}>{element}</I18nextProvider>);
  unmount = rendered.unmount;
  return rendered.container;
}

describe('LoadingState', () => {
  it('announces its text as a status, in the loading state’s classes', () => {
    const status = render(<LoadingState>Chargement…</LoadingState>).querySelector('p');
    expect([status?.className, status?.getAttribute('role'), status?.textContent]).toEqual([
      'state state--loading',
      'status',
      'Chargement…',
    ]);
  });

  it('stays silent when told so (a code chunk’s wait)', () => {
    const status = render(<LoadingState announced={false}>Chargement…</LoadingState>).querySelector('p');
    expect([status?.className, status?.hasAttribute('role')]).toEqual(['state state--loading', false]);
  });
});

describe('LoadFailedState', () => {
  it('alerts with what failed and why, and asks again on demand', () => {
    const retry = vi.fn();
    const alert = render(
      <LoadFailedState
        title="Le projet n’a pas pu être chargé."
        error={new ApiError(500, 'Internal Server Error', { message: 'Panne' })}
        onRetry={retry}
      />,
    ).querySelector('[role="alert"]');
    expect(alert?.className).toBe('state state--error');
    expect([...(alert?.querySelectorAll('p') ?? [])].map((line) => line.textContent)).toEqual([
      'Le projet n’a pas pu être chargé.',
      expect.stringContaining('500'),
    ]);
    const button = alert?.querySelector('button');
    expect(button?.textContent).toBe('Réessayer');
    act(() => button?.click());
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says only what failed when given no cause', () => {
    const alert = render(
      <LoadFailedState title="Vos projets n'ont pas pu être chargés." onRetry={() => {}} />,
    );
    expect(alert.querySelectorAll('[role="alert"] p')).toHaveLength(1);
  });
});

describe('QueryState', () => {
  const texts = {
    loading: 'Chargement de votre compte…',
    loadFailed: 'Votre compte n’a pas pu être chargé.',
  };

  it('is the loading state while the query is pending', () => {
    const region = render(
      <QueryState query={{ isError: false, error: null, refetch: () => {} }} {...texts} />,
    );
    expect(region.querySelector('[role="status"]')?.textContent).toBe(texts.loading);
    expect(region.querySelector('[role="alert"]')).toBeNull();
  });

  it('is the failed state, with why and a retry that asks the query again, once it failed', () => {
    const refetch = vi.fn();
    const region = render(
      <QueryState query={{ isError: true, error: new Error('Hors ligne'), refetch }} {...texts} />,
    );
    const alert = region.querySelector('[role="alert"]');
    expect([...(alert?.querySelectorAll('p') ?? [])].map((line) => line.textContent)).toEqual([
      texts.loadFailed,
      'Hors ligne',
    ]);
    act(() => alert?.querySelector('button')?.click());
    expect(refetch).toHaveBeenCalledOnce();
  });
});
