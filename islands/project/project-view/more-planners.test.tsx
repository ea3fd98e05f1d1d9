// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '@shared/session/token-cookies';
import { json } from '@shared/testing/fake-fetch';
import { exampleProviderCard } from '@shared/testing/provider-fixtures';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { MorePlanners } from './more-planners';

const LUMIERE = exampleProviderCard();

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

describe('contacting more planners from the project view', () => {
  it('links each suggested planner’s name to its profile on the country site, the project site having none', async () => {
    const { container } = render(
      <MorePlanners projectId={7} language="fr" onSent={() => {}} profileOrigin="https://www.example.fr" />,
      (request) =>
        request.path === '/api/get-prestataires'
          ? json({ success: true, prestataires: [LUMIERE] })
          : json({}),
    );
    act(() => container.querySelector('button')?.click());
    const link = () => container.querySelector('h3 a');
    await eventually(() => expect(link()).not.toBeNull());
    expect(link()?.getAttribute('href')).toBe('https://www.example.fr/wedding-planner/atelier-lumiere');
  });
});
