import { CONTRACT } from '@shared/api/contract';
import type { Endpoint } from '@shared/api/endpoint';
import type { FuzzRows } from './fuzz-fixture';
import { freshRegistration } from './fuzz-fixture';

/** The provider the sign-up's valid request opens an account for, and the other sign-in endpoints name. */
const PROVIDER_EMAIL = 'maison.fuzz@example.com';
const PROVIDER_PASSWORD = 'une phrase de passe fuzz';
/** A link's token of the right shape, that no link has. */
const LINK_TOKEN = 'Qm9uam91ciwgY2VjaSBuJ2VzdCBwYXMgdW4gbGllbg0';

/** A request that passes validation, the starting point each mutation changes one part of. */
export interface ValidRequest {
  /** The JSON body, or the query string's fields for GET and DELETE. */
  input: Record<string, unknown>;
  /** The `:name` segments of the path. */
  params?: Record<string, string>;
}

/** Whether an endpoint takes nothing at all: no body or query field, no path parameter. */
function takesNothing(endpoint: Endpoint): boolean {
  const { request } = endpoint as { request: { type: string; entries?: object } };
  return (
    endpoint.params === undefined &&
    request.type === 'object' &&
    Object.keys(request.entries ?? {}).length === 0
  );
}

/**
 * One valid request per endpoint of the contract, by its route name: an endpoint that takes nothing gets `{}`,
 * one whose contract has an `example` gets it, and the others get theirs here, most naming rows the fuzz's
 * world made (`rows`). The fuzz test fails on an endpoint without one, so a new endpoint is fuzzed from the day
 * it is added.
 */
export function validRequests(rows: FuzzRows): Record<string, ValidRequest> {
  const endpoints = Object.values(CONTRACT).flat();
  return {
    ...Object.fromEntries(endpoints.filter(takesNothing).map((endpoint) => [endpoint.name, { input: {} }])),
    ...Object.fromEntries(
      endpoints.flatMap((endpoint) =>
        endpoint.example ? [[endpoint.name, endpoint.example as ValidRequest]] : [],
      ),
    ),
    ...worldRequests(rows),
  };
}

function worldRequests(rows: FuzzRows): Record<string, ValidRequest> {
  const phone = '+33698765432';
  return {
    check_phone: { input: { phone } },
    verify_phone: { input: { phone, code: '123456' } },
    check_account: { input: { phone } },
    register: { input: { ...freshRegistration(1) } },
    token_refresh: { input: { refresh_token: 'AbCdEf0123456789_-AbCdEf0123456789_-AbCdEf0' } },
    update_profile: {
      input: {
        email: 'camille.martin@example.fr',
        city: 'Lyon',
        zipCode: '69001',
        country: 'FR',
        latitude: 45.76,
        longitude: 4.83,
        locale: 'fr',
      },
    },
    confirm_email: { input: { token: 'Qm9uam91ciwgY2VjaSBuJ2VzdCBwYXMgdW4gbGllbg0' } },
    get_all_planners: { input: { country: 'FR', page: '1' } },
    get_projects: { input: { status: 'all', page: '1' } },
    save_project: {
      input: {
        eventType: 'wedding',
        eventDate: '2031-06-12',
        eventLocation: 'Lyon',
        zipCode: '69001',
        country: 'FR',
        latitude: 45.76,
        longitude: 4.83,
        serviceType: 'full-service',
        theme: 'Champêtre',
        guestRange: rows.guestRangeId,
        plannerBudgetRange: null,
        budgetRange: null,
        languages: ['fr'],
        plannerLocation: 'near-event',
        message: 'Bonjour,\nnous cherchons une organisatrice.',
      },
    },
    update_project: {
      input: {
        eventDate: '2031-07-01',
        theme: 'Bohème',
        guestRange: rows.guestRangeId,
        languages: ['fr', 'en'],
      },
      params: { id: String(rows.projectId) },
    },
    close_project: { input: {}, params: { id: String(rows.pastProjectId) } },
    get_project: { input: { page: '1' }, params: { id: String(rows.projectId) } },
    save_project_draft: {
      input: {
        step: 4,
        answers: {
          eventType: 'wedding',
          eventDate: '2031-06-12',
          eventLocation: 'Lyon',
          country: 'FR',
          guestRange: rows.guestRangeId,
          languages: ['fr'],
          message: 'Bonjour !',
        },
        planners: [rows.providerId],
      },
    },
    send_to_prestataire: {
      input: { project: rows.projectId, prestataire: rows.providerId, message: 'Bonjour !' },
    },
    get_prestataires: { input: { project: rows.projectId } },
    get_more_prestataires: { input: { project: rows.projectId, exclude: [rows.providerId] } },
    get_planner: { input: {}, params: { id: String(rows.providerId) } },
    suggest_prestataires: {
      input: {
        latitude: 45.764,
        longitude: 4.8357,
        country: 'FR',
        languages: ['fr'],
        exclude: [rows.providerId],
      },
    },
    choose_prestataires: {
      input: { project: rows.projectId, prestataires: [rows.providerId], message: 'Bonjour !' },
    },
    search_locality: { input: { q: 'Par', country: 'FR', limit: '5' } },
    directory_search: { input: { country: 'FR', service: 'full-service', page: 1 } },
    directory_regions: { input: { country: 'FR' } },
    directory_cities: { input: { q: 'Ly', country: 'FR' } },
    directory_toggle_favorite: { input: { publicId: rows.providerPublicId } },
    image_increment_view_count: { input: {}, params: { id: String(rows.imageId) } },
    dev_sms_outbox: { input: { phone } },
    dev_mail_outbox: { input: { to: 'camille.martin@example.fr' } },
    pro_event_request: { input: {}, params: { uuid: rows.inboxRequestId } },
    pro_event_request_unlock: { input: {}, params: { uuid: rows.inboxRequestId } },
    pro_event_request_reject: {
      input: { reason: 'unavailable', note: 'Déjà pris ce jour-là.' },
      params: { uuid: rows.inboxRequestId },
    },
    pro_event_request_dispute: {
      input: { reason: 'Le numéro ne répond pas.' },
      params: { uuid: rows.inboxRequestId },
    },
    credit_receipt: { input: {}, params: { id: rows.paymentId } },
    register_provider: {
      input: {
        email: PROVIDER_EMAIL,
        password: PROVIDER_PASSWORD,
        companyName: 'Maison Fuzz',
        country: 'FR',
        locale: 'fr',
      },
    },
    login_check: { input: { email: PROVIDER_EMAIL, password: PROVIDER_PASSWORD } },
    reset_password_request: { input: { email: PROVIDER_EMAIL } },
    reset_password_token: { input: { token: LINK_TOKEN, password: 'une autre phrase de passe' } },
    account_change_locale: { input: { locale: 'en' } },
    account_update_personal_info: { input: { firstname: 'Louise', lastname: 'Bernard' } },
    account_change_email: { input: { email: 'nouvelle.adresse@example.com', password: PROVIDER_PASSWORD } },
    account_change_password: {
      input: { currentPassword: PROVIDER_PASSWORD, newPassword: 'une autre phrase de passe' },
    },
    account_delete: { input: { password: PROVIDER_PASSWORD } },
    phone_change: { input: { phone: '+33622334455' } },
    phone_check: { input: { phone: '+33622334455' } },
    phone_verify: { input: { phone: '+33622334455', code: '123456' } },
    // The first provider's photos (the seed gives each provider several, numbered in a row): the deletion
    // names its second one, so that the sweep's own calls, run in the endpoints' order, leave the first.
    toggle_image_visibility: { input: {}, params: { id: String(rows.imageId) } },
    update_image: { input: { caption: 'La cérémonie au château' }, params: { id: String(rows.imageId) } },
    delete_image: { input: {}, params: { id: String(rows.imageId + 1) } },
    ...showcaseRequests(rows),
  };
}

/** The venues' and videos' requests: the deletions name the second venue and video, so the others still find theirs. */
function showcaseRequests(rows: FuzzRows): Record<string, ValidRequest> {
  const [venue, spareVenue] = rows.venueIds.map(String);
  const [video, spareVideo] = rows.videoIds.map(String);
  const image = { id: String(venue), imageId: String(rows.venueImageId) };
  const fields = {
    name: 'Château de la Roseraie',
    description: 'Un parc de six hectares.',
    street: '12 chemin des Roses',
    city: 'Lyon',
    postalCode: '69001',
    capacity: 180,
    venueType: 'castle',
  };
  return {
    venue: { input: {}, params: { id: String(venue) } },
    venue_update: { input: fields, params: { id: String(venue) } },
    venue_delete: { input: {}, params: { id: String(spareVenue) } },
    venue_publish: { input: { published: true }, params: { id: String(venue) } },
    venue_images_upload: { input: {}, params: { id: String(venue) } },
    venue_image_update: { input: { caption: 'Le parc au printemps' }, params: image },
    venue_image_delete: { input: {}, params: image },
    venue_services_update: {
      input: { services: ['accommodation', 'parking'] },
      params: { id: String(venue) },
    },
    video: { input: {}, params: { id: String(video) } },
    video_delete: { input: {}, params: { id: String(spareVideo) } },
    video_toggle_visibility: { input: {}, params: { id: String(video) } },
    ...portfolioRequests(rows),
    ...reviewRequests(rows),
  };
}

/** The reviews' endpoints, on the fuzz's review of the first provider's. */
function reviewRequests(rows: FuzzRows): Record<string, ValidRequest> {
  const params = { id: String(rows.reviewId) };
  return {
    review: { input: {}, params },
    review_reply: { input: { text: 'Merci pour votre confiance !' }, params },
    review_report: { input: { reason: 'not-a-client', note: '' }, params },
  };
}

/**
 * The portfolios' endpoints, on the fuzz's portfolio of the first provider's: the deletions name the spare
 * portfolio and the last photo, so that the sweep's own calls, run in the endpoints' order, leave the others.
 */
function portfolioRequests(rows: FuzzRows): Record<string, ValidRequest> {
  const id = String(rows.portfolioId);
  const [first, , last] = rows.portfolioImageIds.map(String);
  const portfolio = { input: {}, params: { id } };
  return {
    portfolio,
    portfolio_update: { input: { title: 'Camille et Louis', description: 'En juin.' }, params: { id } },
    portfolio_delete: { input: {}, params: { id: String(rows.sparePortfolioId) } },
    portfolio_publish: portfolio,
    portfolio_unpublish: portfolio,
    portfolio_images_upload: portfolio,
    portfolio_image_delete: { input: {}, params: { id, imageId: last ?? '' } },
    portfolio_images_reorder: { input: { order: [...rows.portfolioImageIds].reverse() }, params: { id } },
    portfolio_image_caption: { input: { caption: 'La sortie' }, params: { id, imageId: first ?? '' } },
    portfolio_image_key: { input: {}, params: { id, imageId: first ?? '' } },
    portfolio_prestations: portfolio,
    portfolio_prestations_save: { input: { offered: ['full-service'] }, params: { id } },
    portfolio_url: portfolio,
  };
}
