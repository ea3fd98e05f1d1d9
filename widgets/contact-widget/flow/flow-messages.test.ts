import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@shared/api/client/errors';
import { getI18n } from '@shared/i18n';
import { errorMessages, isError, pageMessages, wordMessage, type FlowMessage } from './flow-messages';
import { onPresentation, PROVIDER_ID, run } from './test-states';

const french = getI18n('fr').t;
const tooMany = new ApiError(429, 'Too Many Requests', { message: 'Veuillez patienter.' });

describe('wordMessage', () => {
  it.each<[FlowMessage, string]>([
    [{ kind: 'code-sent', phone: '+33612345678', serial: 1 }, 'Un code a été envoyé au +33 6 12 34 56 78.'],
    [{ kind: 'session-expired', serial: 1 }, 'Votre session a expiré. Veuillez vous reconnecter.'],
    [
      { kind: 'failed', cause: tooMany, serial: 1 },
      'Une erreur est survenue : Erreur 429 : Veuillez patienter.',
    ],
    [
      { kind: 'register-failed', cause: tooMany, serial: 1 },
      'Une erreur est survenue lors de la requête au serveur : Erreur 429 : Veuillez patienter.',
    ],
    [{ kind: 'request-sent', serial: 1 }, 'Demande envoyée avec succès'],
    [{ kind: 'already-sent', serial: 1 }, 'Vous avez déjà contacté ce prestataire.'],
    [
      { kind: 'send-failed', cause: 'Prestataire indisponible', serial: 1 },
      "Erreur lors de l'envoie de la demande : Prestataire indisponible",
    ],
    [
      {
        kind: 'suggestions-failed',
        cause: new NetworkError({ cause: new TypeError('Failed to fetch') }),
        serial: 1,
      },
      'Une erreur est survenue lors de la récupération des prestataires : Connexion impossible. Vérifiez votre connexion et réessayez.',
    ],
  ])('words %j with the texts of docs/product/errors-and-failure-screen.md#flow-errors', (message, text) => {
    expect(wordMessage(message, french)).toBe(text);
  });

  it('speaks the language it is given', () => {
    expect(wordMessage({ kind: 'already-sent', serial: 1 }, getI18n('en').t)).toBe(
      'You have already contacted this provider.',
    );
  });
});

describe('messages of a state', () => {
  it('puts news in the polite region and errors in the assertive one', () => {
    expect(isError({ kind: 'request-sent', serial: 1 })).toBe(false);
    expect(isError({ kind: 'send-failed', cause: 'x', serial: 1 })).toBe(true);
  });

  it("shows the page provider's outcome on the page and the suggested ones' on their cards", () => {
    const state = run(
      onPresentation(),
      { type: 'sendRequested', providerId: PROVIDER_ID },
      { type: 'sendAnswered', providerId: PROVIDER_ID, projectId: 9, outcome: { kind: 'sent' } },
      { type: 'suggestionsFailed', projectId: 9, cause: tooMany },
      { type: 'sendRequested', providerId: 41 },
      { type: 'sendAnswered', providerId: 41, projectId: 9, outcome: { kind: 'failed', cause: 'non' } },
    );
    expect(pageMessages(state).map((message) => message.kind)).toEqual([
      'request-sent',
      'suggestions-failed',
    ]);
    expect(errorMessages(state).map((message) => message.kind)).toEqual([
      'suggestions-failed',
      'send-failed',
    ]);
  });
});
