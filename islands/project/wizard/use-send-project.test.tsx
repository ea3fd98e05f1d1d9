// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectWizard } from '@shared/features/project-wizard/use-project-wizard';
import type { WizardAction } from '@shared/features/project-wizard/wizard-actions';
import type { WizardPayload } from '@shared/features/project-wizard/wizard-steps';
import { storeTokens } from '@shared/session/token-cookies';
import { failure, json, type fakeFetch, type FakeHandler } from '@shared/testing/fake-fetch';
import { exampleProject } from '@shared/testing/project-fixtures';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { useSendProject } from './use-send-project';

const PAYLOAD: WizardPayload = {
  project: {
    eventType: 'wedding',
    eventDate: '2031-06-14',
    eventLocation: 'Lyon',
    latitude: 45.76,
    longitude: 4.83,
    message: 'Bonjour !',
  },
  prestataires: [12, 14, 15],
};

const SAVED = exampleProject({ id: 41 });

function Sender({
  wizard,
  signedIn,
  onSignInNeeded,
}: {
  wizard: ProjectWizard;
  signedIn: boolean;
  onSignInNeeded: () => void;
}) {
  const send = useSendProject({ wizard, language: 'fr', signedIn, onSignInNeeded });
  return (
    <>
      <button type="button" className="send" onClick={send.start}>
        send
      </button>
      <button type="button" className="resume" onClick={send.resume}>
        resume
      </button>
      <p className="failure">{send.failure}</p>
      <p className="sent">{send.sent ? JSON.stringify(send.sent) : ''}</p>
    </>
  );
}

const render = renderingWithApi();
beforeEach(() => sessionStorage.clear());

function page(
  handler: FakeHandler,
  { signedIn = true, payload = PAYLOAD as WizardPayload | null, savedProject = null as number | null } = {},
) {
  // The wizard's state as far as sending reads it: the project a send saved, kept as the reducer keeps it.
  const state = { savedProject };
  const wizard = {
    state,
    dispatch: vi.fn((action: WizardAction) => {
      if (action.type === 'projectSaved') state.savedProject = action.id;
    }),
    requestSend: vi.fn(() => payload),
    discard: vi.fn(async () => {}),
  } as unknown as ProjectWizard;
  const onSignInNeeded = vi.fn();
  if (signedIn) storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
  const { server, container } = render(
    <Sender wizard={wizard} signedIn={signedIn} onSignInNeeded={onSignInNeeded} />,
    handler,
  );
  const text = (selector: string) => container.querySelector(selector)?.textContent;
  const click = (selector: string) =>
    act(() => container.querySelector<HTMLButtonElement>(selector)?.click());
  return { server, wizard, onSignInNeeded, text, click };
}

const paths = (server: ReturnType<typeof fakeFetch>) => server.requests.map((request) => request.path);

describe('sending the wizard’s project', () => {
  it('saves the project, sends it to the chosen planners with the message, then discards the draft', async () => {
    const { server, wizard, text, click } = page(({ path }) =>
      path === '/api/save-project'
        ? json({ success: true, project: SAVED })
        : json({ success: true, sent: [12, 14, 15], alreadySent: [] }),
    );
    click('.send');
    await eventually(() => expect(text('.sent')).toBe('{"id":41,"sent":3,"alreadySent":[]}'));
    expect(paths(server)).toEqual(['/api/save-project', '/api/choose-prestataires']);
    expect(server.requests[1]?.body).toEqual({
      project: 41,
      prestataires: [12, 14, 15],
      message: 'Bonjour !',
    });
    expect(wizard.discard).toHaveBeenCalledOnce();
  });

  it('retries a send that failed after the save with the same project, never a second one', async () => {
    let chooseCalls = 0;
    const { server, wizard, text, click } = page(({ path }) => {
      if (path === '/api/save-project') return json({ success: true, project: SAVED });
      chooseCalls += 1;
      return chooseCalls === 1
        ? failure(503, 'Indisponible')
        : json({ success: true, sent: [12], alreadySent: [14, 15] });
    });
    click('.send');
    await eventually(() =>
      expect(text('.failure')).toBe(
        "Erreur lors de l'envoie de la demande : Erreur 503 : Indisponible Votre projet est enregistré, mais la demande n’a pas pu être envoyée. Réessayez : il ne sera pas créé deux fois.",
      ),
    );
    expect(wizard.discard).not.toHaveBeenCalled();
    click('.send');
    await eventually(() => expect(text('.sent')).toBe('{"id":41,"sent":1,"alreadySent":[14,15]}'));
    expect(paths(server)).toEqual([
      '/api/save-project',
      '/api/choose-prestataires',
      '/api/choose-prestataires',
    ]);
  });

  it('after a reload, retries with the project the draft kept, never saving a second one', async () => {
    const { server, text, click } = page(() => json({ success: true, sent: [12], alreadySent: [14, 15] }), {
      savedProject: 41,
    });
    click('.send');
    await eventually(() => expect(text('.sent')).toBe('{"id":41,"sent":1,"alreadySent":[14,15]}'));
    expect(paths(server)).toEqual(['/api/choose-prestataires']);
    expect(server.requests[0]?.body).toMatchObject({ project: 41 });
  });

  it("says in the page's language that the connection failed, never the browser's English", async () => {
    const { text, click } = page(({ path }) =>
      path === '/api/save-project'
        ? json({ success: true, project: SAVED })
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    click('.send');
    await eventually(() =>
      expect(text('.failure')).toBe(
        "Erreur lors de l'envoie de la demande : Connexion impossible. Vérifiez votre connexion et réessayez. Votre projet est enregistré, mais la demande n’a pas pu être envoyée. Réessayez : il ne sera pas créé deux fois.",
      ),
    );
  });

  it('says the daily cap plainly, the project kept for tomorrow', async () => {
    const { text, click, wizard } = page(({ path }) =>
      path === '/api/save-project'
        ? json({ success: true, project: SAVED })
        : failure(429, 'Trop de demandes'),
    );
    click('.send');
    await eventually(() =>
      expect(text('.failure')).toBe(
        'Vous avez atteint le nombre maximal de demandes pour aujourd’hui. Votre projet est enregistré : réessayez demain.',
      ),
    );
    expect(wizard.discard).not.toHaveBeenCalled();
  });

  it.each([
    [409, 'Vous avez déjà 10 projets ouverts : clôturez-en un avant d’en créer un autre.'],
    [429, 'Vous avez créé beaucoup de projets en peu de temps. Réessayez plus tard ou écrivez-nous.'],
  ])(
    'says why the project limits refused the save (%i), sending nothing and keeping the draft',
    async (status, message) => {
      const { server, text, click, wizard } = page(() => failure(status, message));
      click('.send');
      await eventually(() => expect(text('.failure')).toBe(message));
      expect(paths(server)).toEqual(['/api/save-project']);
      expect(wizard.discard).not.toHaveBeenCalled();
    },
  );

  it('says how long to wait when the pace of project creation refused the save', async () => {
    const { text, click } = page(() => {
      const refusal = failure(429, 'Vous avez créé beaucoup de projets en peu de temps.');
      refusal.headers.set('Retry-After', '7200');
      return refusal;
    });
    click('.send');
    await eventually(() =>
      expect(text('.failure')).toBe(
        'Vous avez créé beaucoup de projets en peu de temps. Réessayez dans 2 heures.',
      ),
    );
  });

  it('asks a visitor to sign in first, and sends once signed in', async () => {
    const { server, onSignInNeeded, text, click } = page(
      ({ path }) =>
        path === '/api/save-project'
          ? json({ success: true, project: SAVED })
          : json({ success: true, sent: [12, 14, 15], alreadySent: [] }),
      { signedIn: false },
    );
    click('.send');
    expect(onSignInNeeded).toHaveBeenCalledOnce();
    expect(server.requests).toEqual([]);
    act(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));
    click('.resume');
    await eventually(() => expect(text('.sent')).not.toBe(''));
    expect(paths(server)).toEqual(['/api/save-project', '/api/choose-prestataires']);
  });

  it('sends nothing while a step is wrong: the wizard shows it', () => {
    const { server, onSignInNeeded, click } = page(() => json({}), { payload: null });
    click('.send');
    expect(server.requests).toEqual([]);
    expect(onSignInNeeded).not.toHaveBeenCalled();
  });
});
