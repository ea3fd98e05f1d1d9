import type { Namespace } from '@shared/i18n/catalogs/namespaces';
import type { TranslationKey } from '@shared/i18n/keys';
import * as company from './company';
import * as credits from './credits';
import * as premium from './premium';
import * as eventRequests from './event-requests';
import * as onboarding from './onboarding';
import * as portfolios from './portfolios';
import * as portraitExperiences from './portrait-experiences';
import * as profileUrl from './profile-url';
import * as images from './images';
import * as instagram from './instagram';
import * as marketing from './marketing';
import * as leadDisputes from './lead-disputes';
import * as responseSignal from './response-signal';
import * as providerAccount from './provider-account';
import * as providerLanguages from './provider-languages';
import * as providerServices from './provider-services';
import * as providerSignIn from './provider-sign-in';
import * as socialNetworks from './social-networks';
import * as statistics from './statistics';
import * as venues from './venues';
import * as videos from './videos';
import * as reviews from './reviews';
import * as supportAccess from './support-access';

/** The back-office's sections a screen belongs to, which its header marks. */
export type BackOfficeSection = 'dashboard' | 'profile' | 'credits' | 'account';

/**
 * A page of the back-office that edits a resource: its address, its title (the page's heading, in the
 * resource's texts), the text namespaces its island reads besides the back-office's own, and its section. The
 * server registers it on the page frame; its island is `islands/back-office/<resource>/<resource>-screen.tsx`.
 */
export interface BackOfficeScreen {
  readonly path: `/${string}`;
  readonly title: TranslationKey;
  readonly texts: readonly Namespace[];
  readonly section: BackOfficeSection;
}

export interface BackOfficeArea {
  /** The resource's contract module: its endpoints, each `host: 'backOffice'`. */
  readonly endpoints: Record<string, unknown>;
  /** What the OpenAPI document says of the area. */
  readonly description: string;
  readonly screen?: BackOfficeScreen;
}

/**
 * The back-office's resources, one entry each: a resource is its contract module (one of this folder), this
 * entry, its server folder (server/back-office/<resource>/, mounted by `BACK_OFFICE_ROUTES`) and, when it has
 * a page, its screen and texts. The contract, the OpenAPI document, the page registration and the tests read
 * it from here.
 */
export const BACK_OFFICE_AREAS = {
  providerSignIn: {
    endpoints: providerSignIn,
    description:
      'A planner’s back-office (its own host): opening an account, signing in, resetting a password.',
  },
  providerAccount: {
    endpoints: providerAccount,
    description: 'A planner’s back-office (its own host): the signed-in planner and their account.',
  },
  leads: {
    endpoints: eventRequests,
    description:
      'A planner’s back-office (its own host): the requests couples sent it, as leads: the inbox, unlocking one for credits, declining one.',
    screen: {
      path: '/leads',
      title: 'backOfficeLeads.title',
      texts: ['back-office-leads'],
      section: 'dashboard',
    },
  },
  company: {
    endpoints: company,
    description:
      'A planner’s back-office (its own host): its company’s name, SIRET, details, address and services, and the SIRET’s lookup in the public company register.',
    screen: {
      path: '/profile/company',
      title: 'backOfficeCompany.company.title',
      texts: ['back-office-company'],
      section: 'profile',
    },
  },
  portraitExperiences: {
    endpoints: portraitExperiences,
    description:
      'A planner’s back-office (its own host): the portrait its profile opens with (sanitised HTML) and its experiences.',
    screen: {
      path: '/profile/portrait',
      title: 'backOfficeProfile.portrait.title',
      texts: ['back-office-profile'],
      section: 'profile',
    },
  },
  providerLanguages: {
    endpoints: providerLanguages,
    description: 'A planner’s back-office (its own host): the languages it speaks, from the catalogue.',
    screen: {
      path: '/profile/languages',
      title: 'backOfficeProfile.languages.title',
      texts: ['back-office-profile'],
      section: 'profile',
    },
  },
  providerServices: {
    endpoints: providerServices,
    description: 'A planner’s back-office (its own host): the services it offers, from the service types.',
    screen: {
      path: '/profile/services',
      title: 'backOfficeProfile.services.title',
      texts: ['back-office-profile'],
      section: 'profile',
    },
  },
  socialNetworks: {
    endpoints: socialNetworks,
    description: 'A planner’s back-office (its own host): the social networks its profile links to.',
    screen: {
      path: '/profile/social-networks',
      title: 'backOfficeProfile.socialNetworks.title',
      texts: ['back-office-profile'],
      section: 'profile',
    },
  },
  onboarding: {
    endpoints: onboarding,
    description:
      'A planner’s back-office (its own host): the onboarding’s checklist and completeness score, and its end.',
    screen: {
      path: '/onboarding',
      title: 'backOfficeCompany.onboarding.title',
      texts: ['back-office-company'],
      section: 'dashboard',
    },
  },
  profileUrl: {
    endpoints: profileUrl,
    description: 'A planner’s back-office (its own host): the address of its public profile.',
  },
  photos: {
    endpoints: images,
    description:
      'A planner’s back-office (its own host): its photos, the gallery and the profile photo, uploaded as multipart files.',
    screen: {
      path: '/profile/photos',
      title: 'backOfficePhotos.title',
      texts: ['back-office-photos'],
      section: 'profile',
    },
  },
  venues: {
    endpoints: venues,
    description:
      'A planner’s back-office (its own host): the venues it works in, their photos, types and services, and their publication on its profile.',
    screen: {
      path: '/profile/venues',
      title: 'backOfficeVenues.title',
      texts: ['back-office-media'],
      section: 'profile',
    },
  },
  videos: {
    endpoints: videos,
    description: 'A planner’s back-office (its own host): the YouTube and Vimeo videos its profile shows.',
    screen: {
      path: '/profile/videos',
      title: 'backOfficeVideos.title',
      texts: ['back-office-media'],
      section: 'profile',
    },
  },
  supportAccess: {
    endpoints: supportAccess,
    description:
      'A planner’s back-office (its own host): support staff acting as a planner for a limited time, and the log of what they did that the planner reads.',
    screen: {
      path: supportAccess.SUPPORT_LOG_PATH,
      title: 'backOfficeSupportAccess.log.title',
      texts: ['back-office-support-access'],
      section: 'account',
    },
  },
  marketing: {
    endpoints: marketing,
    description:
      'A planner’s back-office (its own host): the promotional alert and popup of its country and language, until dismissed.',
  },
  leadDisputes: {
    endpoints: leadDisputes,
    description:
      'A planner’s back-office (its own host): claiming back the credits of an unlocked lead, for support to decide.',
  },
  responseSignal: {
    endpoints: responseSignal,
    description:
      'A planner’s back-office (its own host): how often and how fast it answers its leads, and the “responds quickly” mark.',
  },
  credits: {
    endpoints: credits,
    description:
      'A planner’s back-office (its own host): its credits, the packs it buys through the payment gateway, its ledger and its receipts.',
    screen: {
      path: '/credits',
      title: 'backOfficeCredits.title',
      texts: ['back-office-credits'],
      section: 'credits',
    },
  },
  portfolios: {
    endpoints: portfolios,
    description:
      'A planner’s back-office (its own host): its portfolios (real weddings), their photos in order, key photo, services and publication.',
    screen: {
      path: '/profile/portfolios',
      title: 'backOfficePortfolios.title',
      texts: ['back-office-portfolios'],
      section: 'profile',
    },
  },
  premium: {
    endpoints: premium,
    description:
      'A planner’s back-office (its own host): its premium subscription, taken and managed through the payment gateway.',
    screen: {
      path: '/premium',
      title: 'backOfficePremium.title',
      texts: ['back-office-premium'],
      section: 'credits',
    },
  },
  reviews: {
    endpoints: reviews,
    description:
      'A planner’s back-office (its own host): the verified reviews couples left it, its public replies and its reports to support.',
    screen: {
      path: '/reviews',
      title: 'backOfficeReviews.title',
      texts: ['back-office-reviews'],
      section: 'profile',
    },
  },
  instagram: {
    endpoints: instagram,
    description:
      'A planner’s back-office (its own host): its Instagram account, linked through Instagram’s login, whose latest posts its profile shows.',
    screen: {
      path: instagram.INSTAGRAM_PATH,
      title: 'backOfficeInstagram.title',
      texts: ['back-office-instagram'],
      section: 'profile',
    },
  },
  statistics: {
    endpoints: statistics,
    description:
      'A planner’s back-office (its own host): the views of its profile and portfolios per day, its response, unlock and decline rates, the funnel views → requests → unlocks and the cost of an unlock, each period beside the previous one.',
    screen: {
      path: '/statistics',
      title: 'backOfficeStatistics.title',
      texts: ['back-office-statistics'],
      section: 'dashboard',
    },
  },
} as const satisfies Record<string, BackOfficeArea>;

export type BackOfficeAreaName = keyof typeof BACK_OFFICE_AREAS;
