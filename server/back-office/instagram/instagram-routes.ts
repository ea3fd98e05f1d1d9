import type { FastifyInstance } from 'fastify';
import * as instagramApi from '@shared/api/contract/back-office/instagram';
import { INSTAGRAM_PATH } from '@shared/api/contract/back-office/instagram';
import { HttpError, invalidField } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import { InstagramApiError } from '@server/instagram/instagram-api';
import {
  connectInstagram,
  forgetInstagram,
  instagramConnectionOf,
  refreshInstagram,
} from '@server/instagram/instagram-connections';
import { signState, stateIsValid } from '@server/instagram/oauth-state';
import type { BackOfficeDependencies } from '../back-office-dependencies';

/** Instagram answers 400 to a code it does not know, already used or sent from another address. */
function refusal(error: unknown): HttpError {
  if (error instanceof InstagramApiError && error.status === 400) {
    return new HttpError(422, 'server.instagramCodeRefused');
  }
  return Object.assign(new HttpError(502, 'server.instagramUnavailable'), { cause: error });
}

/**
 * The provider's Instagram account (docs/product/back-office.md#instagram): the authorisation address with a
 * state signed for the provider, the return's code exchanged and the posts copied at once, the account
 * unlinked. The public profile reads the copy only (server/pages/provider-profile/profile-instagram.ts).
 */
export function registerInstagramRoutes(
  app: FastifyInstance,
  { db, clock, config, images, urls, instagram }: BackOfficeDependencies,
): void {
  const redirectUri = `${urls.backOffice}${INSTAGRAM_PATH}`;
  const notConfigured = () => new HttpError(503, 'server.instagramNotConfigured');

  registerEndpoint(app, instagramApi.instagram, ({ caller }) =>
    instagramConnectionOf(db, caller.providerId, instagram !== null, clock.now()),
  );

  registerEndpoint(app, instagramApi.instagramAuthUrl, async ({ caller }) => {
    if (!instagram) throw notConfigured();
    const state = signState(config.tokenSecret, caller.providerId, clock.now());
    try {
      return { url: await instagram.api.authorizationUrl({ state, redirectUri }) };
    } catch (error) {
      throw refusal(error);
    }
  });

  registerEndpoint(app, instagramApi.instagramToken, async ({ caller, input }) => {
    if (!instagram) throw notConfigured();
    // Checked before Instagram is called: a state made up, altered, expired or another provider's.
    if (!stateIsValid(config.tokenSecret, input.state, caller.providerId, clock.now())) {
      throw invalidField('state', 'server.instagramStateInvalid');
    }
    try {
      await connectInstagram(instagram, caller.providerId, { code: input.code, redirectUri }, clock.now());
    } catch (error) {
      throw refusal(error);
    }
    // The first copy now, so that the page shows the posts; a failure is recorded and retried in the background.
    await refreshInstagram(instagram, caller.providerId, clock.now());
    return instagramConnectionOf(db, caller.providerId, true, clock.now());
  });

  registerEndpoint(app, instagramApi.instagramRevoke, async ({ caller }) => {
    await forgetInstagram(db, images, caller.providerId);
    return instagramConnectionOf(db, caller.providerId, instagram !== null, clock.now());
  });
}
