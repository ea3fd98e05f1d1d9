import type { Namespace } from '@shared/i18n/catalogs/namespaces';
import type { TranslationKey } from '@shared/i18n/keys';
import * as eventRequests from './event-requests';
import * as images from './images';
import * as providerAccount from './provider-account';
import * as providerSignIn from './provider-sign-in';
import * as socialNetworks from './social-networks';

/** The back-office's sections a screen belongs to, which its header marks. */
export type BackOfficeSection = 'dashboard' | 'profile' | 'account';

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
    description:
      'A planner’s back-office (its own host): the signed-in planner, their account and onboarding.',
  },
  eventRequests: {
    endpoints: eventRequests,
    description: 'A planner’s back-office (its own host): the requests couples sent it.',
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
} as const satisfies Record<string, BackOfficeArea>;

export type BackOfficeAreaName = keyof typeof BACK_OFFICE_AREAS;
