import type { FastifyInstance } from 'fastify';
import * as accountApi from '@shared/api/contract/account';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { updateUserProfile } from './users';

/** The account settings of a signed-in couple (docs/product/project-site.md#account-settings). */
export function registerAccountRoutes(app: FastifyInstance, db: Queryable): void {
  registerEndpoint(app, accountApi.updateProfile, async ({ input, caller }) => {
    const user = await updateUserProfile(db, caller.userId, input);
    if (!user) throw new HttpError(401, 'server.authenticationRequired');
    return { success: true as const, user };
  });
}
