import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as authApi from '@shared/api/contract/auth';
import * as sessionApi from '@shared/api/contract/session';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { requestLanguage } from '../http/describe-issues';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { perClientPerMinute } from '../http/per-client-limit';
import { SmsDeliveryError, type SmsTransport } from '../sms/sms-transport';
import { sendPhoneCode, verifyPhoneCode } from './phone-codes';
import { createSmsBudget } from './sms-budget';
import { webOtpHost } from './web-otp-host';
import {
  consumePhoneProof,
  issuePhoneProof,
  PHONE_PROOF_COOKIE,
  PHONE_PROOF_MS,
  assertPhoneProof,
} from './phone-proofs';
import { refreshSession, revokeSession, startSession } from './sessions';
import { createUser, findUserById, findUserByPhone } from './users';

export interface AuthDependencies {
  config: Pick<
    Config,
    | 'siteDomains'
    | 'projectHost'
    | 'backOfficeHost'
    | 'smsBudget'
    | 'publicScheme'
    | 'clientIpv6Prefix'
    | 'fictionPhoneNumbers'
  >;
  db: Database;
  sms: SmsTransport;
  clock: Clock;
  tokenSecret: Uint8Array;
}

function proofOf(request: FastifyRequest): string | undefined {
  return request.cookies[PHONE_PROOF_COOKIE];
}

function clearProof(reply: FastifyReply) {
  reply.clearCookie(PHONE_PROOF_COOKIE, { path: '/api' });
}

export function registerAuthRoutes(
  app: FastifyInstance,
  { config, db, sms, clock, tokenSecret }: AuthDependencies,
): void {
  const keys = { secret: tokenSecret, clock };
  const budget = createSmsBudget(config.smsBudget, (details) =>
    app.log.error({ alert: 'sms-budget-exceeded', ...details }, 'SMS budget exceeded: codes are refused'),
  );
  const sendCodes = {
    db,
    sms,
    clock,
    secret: tokenSecret,
    budget,
    maxSendsPerAddress: config.smsBudget.perAddressPerHour,
    clientIpv6Prefix: config.clientIpv6Prefix,
    fictionNumbers: config.fictionPhoneNumbers,
  };

  registerEndpoint(
    app,
    authApi.checkPhone,
    async ({ input, request }) => {
      try {
        await sendPhoneCode(sendCodes, {
          phone: input.phone,
          ip: request.ip,
          webOtpHost: webOtpHost(config, request.hostname),
          language: requestLanguage(request),
        });
      } catch (error) {
        if (error instanceof SmsDeliveryError) {
          request.log.error({ err: error }, 'SMS delivery failed');
          throw new HttpError(502, 'server.smsNotSent');
        }
        throw error;
      }
      return { success: true as const };
    },
    perClientPerMinute(30),
  );

  registerEndpoint(
    app,
    authApi.verifyPhone,
    async ({ input, request, reply }) => {
      await verifyPhoneCode(db, clock, tokenSecret, input);
      reply.setCookie(PHONE_PROOF_COOKIE, await issuePhoneProof(db, clock, input.phone), {
        httpOnly: true,
        sameSite: 'strict',
        // Behind the TLS proxy this process sees http: the public scheme says what the browser used.
        secure: config.publicScheme === 'https' || request.protocol === 'https',
        path: '/api',
        maxAge: PHONE_PROOF_MS / 1000,
      });
      return { success: true as const };
    },
    perClientPerMinute(20),
  );

  registerEndpoint(
    app,
    authApi.checkAccount,
    async ({ input, request, reply }) => {
      await assertPhoneProof(db, clock, input.phone, proofOf(request));
      const user = await findUserByPhone(db, input.phone);
      if (!user) return { hasAccount: false as const, user: null, token: null, refresh_token: null };
      const tokens = await db.transaction(async (tx) => {
        await consumePhoneProof(tx, clock, input.phone, proofOf(request));
        return startSession(tx, keys, user.id);
      });
      clearProof(reply);
      return { hasAccount: true as const, user, ...tokens };
    },
    perClientPerMinute(20),
  );

  registerEndpoint(
    app,
    authApi.register,
    async ({ input, request, reply }) => {
      const result = await db.transaction(async (tx) => {
        await consumePhoneProof(tx, clock, input.phone, proofOf(request));
        const user = await createUser(tx, input);
        if (!user) throw new HttpError(409, 'server.accountExists');
        return { user, ...(await startSession(tx, keys, user.id)) };
      });
      clearProof(reply);
      return result;
    },
    perClientPerMinute(10),
  );

  registerEndpoint(app, sessionApi.me, async ({ caller }) => {
    const user = await findUserById(db, caller.userId);
    if (!user) throw new HttpError(401, 'server.authenticationRequired');
    return { user };
  });

  registerEndpoint(
    app,
    sessionApi.refreshToken,
    async ({ input }) => {
      const outcome = await refreshSession(db, keys, input.refresh_token);
      if (!outcome.ok) throw new HttpError(401, 'server.sessionExpired');
      return outcome.tokens;
    },
    perClientPerMinute(30),
  );

  registerEndpoint(app, sessionApi.logout, async ({ caller }) => {
    await revokeSession(db, clock, caller.sessionId, 'logout');
    return { success: true as const };
  });
}
