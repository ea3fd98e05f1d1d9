import type { FastifyInstance } from 'fastify';
import type { BackOfficeAreaName } from '@shared/api/contract/back-office';
import type { AuthMode } from '@shared/api/endpoint';
import { mountsEndpointsFor, servedOn } from '../http/host-routing';
import { HttpError } from '../http/http-error';
import { allowed } from '../http/register-endpoint';
import type { BackOfficeDependencies } from './back-office-dependencies';
import { registerCompanyRoutes } from './company/company-routes';
import { registerCreditsRoutes } from './credits/credits-routes';
import { registerPremiumRoutes } from './premium/premium-routes';
import { registerInboxRoutes } from './event-requests/inbox-routes';
import { registerMarketingRoutes } from './marketing/marketing-routes';
import { registerLeadDisputeRoutes } from './lead-disputes/lead-disputes-routes';
import { registerResponseSignalRoutes } from './response-signal/response-signal-routes';
import { registerOnboardingRoutes } from './onboarding/onboarding-routes';
import { registerImageRoutes } from './images/image-routes';
import { registerInstagramRoutes } from './instagram/instagram-routes';
import { requiresOwnership } from './ownership';
import { registerPortfolioRoutes } from './portfolios/portfolio-routes';
import { registerPortraitExperiencesRoutes } from './portrait-experiences/portrait-experiences-routes';
import { registerProfileUrlRoutes } from './profile-url/profile-url-routes';
import { registerProviderAccountRoutes } from './provider-account/provider-account-routes';
import { registerProviderLanguagesRoutes } from './provider-languages/provider-languages-routes';
import { registerProviderServicesRoutes } from './provider-services/provider-services-routes';
import { registerProviderSignInRoutes } from './provider-sign-in/provider-sign-in-routes';
import { registerSocialNetworkRoutes } from './social-networks/social-network-routes';
import { registerStatisticsRoutes } from './statistics/statistics-routes';
import { registerVenueRoutes } from './venues/venue-routes';
import { registerVideoRoutes } from './videos/video-routes';
import { registerReviewRoutes } from './reviews/review-routes';
import { superviseImpersonation } from './support-access/impersonation-supervision';
import { registerSupportAccessRoutes } from './support-access/support-access-routes';

/** Which part of the tree a resource's endpoints go in: before a session (`open`), or a provider's. */
type BackOfficeTree = 'open' | 'guarded';

/**
 * Each resource of the back-office (`BACK_OFFICE_AREAS`) and where its routes are mounted: a resource listed
 * there without its routes here does not compile.
 */
const BACK_OFFICE_ROUTES: Readonly<
  Record<
    BackOfficeAreaName,
    { tree: BackOfficeTree; routes: (app: FastifyInstance, dependencies: BackOfficeDependencies) => void }
  >
> = {
  providerSignIn: { tree: 'open', routes: registerProviderSignInRoutes },
  providerAccount: { tree: 'guarded', routes: registerProviderAccountRoutes },
  leads: { tree: 'guarded', routes: registerInboxRoutes },
  socialNetworks: { tree: 'guarded', routes: registerSocialNetworkRoutes },
  company: { tree: 'guarded', routes: registerCompanyRoutes },
  onboarding: { tree: 'guarded', routes: registerOnboardingRoutes },
  portraitExperiences: { tree: 'guarded', routes: registerPortraitExperiencesRoutes },
  providerLanguages: { tree: 'guarded', routes: registerProviderLanguagesRoutes },
  providerServices: { tree: 'guarded', routes: registerProviderServicesRoutes },
  profileUrl: { tree: 'guarded', routes: registerProfileUrlRoutes },
  photos: { tree: 'guarded', routes: registerImageRoutes },
  venues: { tree: 'guarded', routes: registerVenueRoutes },
  videos: { tree: 'guarded', routes: registerVideoRoutes },
  supportAccess: { tree: 'guarded', routes: registerSupportAccessRoutes },
  marketing: { tree: 'guarded', routes: registerMarketingRoutes },
  leadDisputes: { tree: 'guarded', routes: registerLeadDisputeRoutes },
  responseSignal: { tree: 'guarded', routes: registerResponseSignalRoutes },
  credits: { tree: 'guarded', routes: registerCreditsRoutes },
  portfolios: { tree: 'guarded', routes: registerPortfolioRoutes },
  premium: { tree: 'guarded', routes: registerPremiumRoutes },
  reviews: { tree: 'guarded', routes: registerReviewRoutes },
  instagram: { tree: 'guarded', routes: registerInstagramRoutes },
  statistics: { tree: 'guarded', routes: registerStatisticsRoutes },
};

/** The callers the guarded tree serves: providers, and support staff (who start acting as one there). */
const GUARDED_AUTH: readonly AuthMode[] = ['provider', 'admin'];

/**
 * The guard of the back-office's API tree, set once for the whole tree before its routes: they answer on the
 * back-office host only (the others answer 404), and a provider only (an admin for support access's start),
 * checked before a request's input is read. A route mounted in the tree must be a contract endpoint for the
 * back-office host and one of those, or the app does not start: a resource added later can forget neither.
 */
export function guardBackOfficeTree(app: FastifyInstance): void {
  servedOn(app, 'backOffice');
  mountsEndpointsFor(app, 'backOffice');
  requiresOwnership(app);
  app.addHook('onRoute', (route) => {
    const auth = route.config?.endpoint?.auth;
    if (auth === undefined || !GUARDED_AUTH.includes(auth)) {
      throw new Error(
        `${route.method} ${route.url}: the back-office API mounts endpoints for a provider (or an admin) only`,
      );
    }
  });
  app.addHook('onRequest', async (request) => {
    const caller = await app.identifyCaller(request);
    if (!caller) throw new HttpError(401, 'server.authenticationRequired');
    const auth = request.routeOptions.config.endpoint?.auth ?? 'provider';
    if (!allowed(auth, caller)) throw new HttpError(403, 'server.wrongRole');
  });
}

/**
 * The open part of the back-office's API tree: the endpoints a provider calls before having a session (sign-up,
 * sign-in, a forgotten password), on the back-office host only. Only endpoints that ask for no session at all
 * may be mounted here, or the app does not start: a provider's endpoint belongs in the guarded tree.
 */
export function openBackOfficeTree(app: FastifyInstance): void {
  servedOn(app, 'backOffice');
  mountsEndpointsFor(app, 'backOffice');
  app.addHook('onRoute', (route) => {
    if (route.config?.endpoint?.auth !== 'none') {
      throw new Error(
        `${route.method} ${route.url}: the back-office's open tree mounts endpoints without a session only`,
      );
    }
  });
}

/**
 * The back-office's API: two sibling trees, each with its own hooks (Fastify keeps a child plugin's hooks to
 * it): the open one, whose endpoints need no session, and the guarded one, which asks for a provider.
 */
export function backOfficeApiPlugin(dependencies: BackOfficeDependencies) {
  const mount = (tree: FastifyInstance, which: BackOfficeTree) => {
    for (const { tree: its, routes } of Object.values(BACK_OFFICE_ROUTES)) {
      if (its === which) routes(tree, dependencies);
    }
  };
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(async (open) => {
      openBackOfficeTree(open);
      mount(open, 'open');
    });
    await app.register(async (guarded) => {
      guardBackOfficeTree(guarded);
      superviseImpersonation(guarded, dependencies);
      mount(guarded, 'guarded');
    });
  };
}
