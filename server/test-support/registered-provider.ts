import * as accountApi from '@shared/api/contract/account';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import type { ProviderRegistration } from '@shared/api/contract/back-office/provider-sign-in';
import { bodyOf, callEndpoint } from './call-endpoint';
import { confirmationTokenSentTo } from './email-links';
import type { TestApp } from './test-app';

/** A provider signed up through the real endpoints: the password, the session and the ids. */
export interface RegisteredProvider {
  email: string;
  password: string;
  token: string;
  refresh_token: string;
  providerId: number;
  userId: number;
  /** The bearer header of the session, for `callEndpoint`'s `as`. */
  headers: { authorization: string };
}

export const REGISTERED_PROVIDER_PASSWORD = 'un mot de passe de test';

/**
 * A provider who signed up, confirmed their address from the link of the email and signed in, through the
 * endpoints a browser calls (`confirmed: false` stops before the link is followed).
 */
export async function registeredProvider(
  t: Omit<TestApp, 'close'>,
  registration: Partial<ProviderRegistration> & { confirmed?: boolean } = {},
): Promise<RegisteredProvider> {
  const { confirmed = true, ...fields } = registration;
  const input = {
    email: 'atelier.lumiere@example.com',
    password: REGISTERED_PROVIDER_PASSWORD,
    companyName: 'Atelier Lumière',
    country: 'FR',
    locale: 'fr',
    ...fields,
  };
  const signedUp = await callEndpoint(t.app, signInApi.registerProvider, input);
  if (!signedUp.ok) throw new Error(`the sign-up was refused: ${JSON.stringify(signedUp.body)}`);
  if (confirmed) {
    const token = await confirmationTokenSentTo(t.db, input.email);
    bodyOf(await callEndpoint(t.app, accountApi.confirmEmail, { token }));
  }
  const tokens = bodyOf(
    await callEndpoint(t.app, signInApi.login, { email: input.email, password: input.password }),
  );
  const [ids] = await t.db.query<{ user_id: number; provider_id: number }>(
    `SELECT u.id AS user_id, p.id AS provider_id FROM users u JOIN providers p ON p.owner_user_id = u.id
     WHERE u.role = 'provider' AND lower(u.email) = lower($1)`,
    [input.email],
  );
  if (!ids) throw new Error(`no provider account signs in with ${input.email}`);
  return {
    email: input.email,
    password: input.password,
    ...tokens,
    providerId: ids.provider_id,
    userId: ids.user_id,
    headers: { authorization: `Bearer ${tokens.token}` },
  };
}
