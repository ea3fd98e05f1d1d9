import type { FastifyInstance } from 'fastify';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { registerEndpoint } from '@server/http/register-endpoint';
import { providerProfile } from './provider-profile';

/** The signed-in provider's account: who they are, their company, their onboarding, their settings. */
export function registerProviderAccountRoutes(
  app: FastifyInstance,
  { db, clock }: BackOfficeDependencies,
): void {
  registerEndpoint(app, accountApi.me, async ({ caller }) => providerProfile(db, caller, clock.now()));
}
