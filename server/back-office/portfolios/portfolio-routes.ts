import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as portfoliosApi from '@shared/api/contract/back-office/portfolios';
import {
  PORTFOLIO_MAX_PHOTOS,
  PORTFOLIOS_MAX,
  type PublishRequirement,
} from '@shared/api/contract/back-office/portfolios';
import type { ServiceType } from '@shared/api/contract/reference';
import type { Language } from '@shared/i18n';
import { toCountryCode } from '@shared/sites';
import type { Queryable } from '@server/db/database';
import { requestLanguage } from '@server/http/describe-issues';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import { SERVER_CATALOGS } from '@server/i18n/catalogs';
import { translate } from '@server/i18n/translate';
import { countrySiteOrigin } from '@server/pages/seo/public-site';
import { serviceTypesIn } from '@server/reference/reference-names';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { registerOwnedEndpoint } from '../ownership';
import { serviceTypeIds } from '../provider-services';
import { forgetUpload, receiveUploads, storeUploads } from '../uploads/receive-uploads';
import {
  addImages,
  createPortfolio,
  deletePortfolio,
  lockPortfolio,
  portfolioOf,
  portfoliosOf,
  PORTFOLIO_IMAGES,
  PORTFOLIOS,
  publishPortfolio,
  removeImage,
  reorderImages,
  replacePortfolioServices,
  servicesOfPortfolio,
  setCaption,
  setKeyImage,
  unpublishPortfolio,
  updatePortfolio,
  portfolioUrlOf,
  type SiteOriginOf,
} from './portfolio-store';

/** The refusal to publish, naming what the portfolio lacks in the caller's language. */
function incomplete(missing: readonly PublishRequirement[]): HttpError {
  return new HttpError(409, (language) =>
    translate(language, 'server.portfolioIncomplete', {
      missing: new Intl.ListFormat(language, { type: 'conjunction' }).format(
        missing.map((part) => SERVER_CATALOGS[language].portfolioParts[part]),
      ),
    }),
  );
}

/**
 * The provider's portfolios (`/api/portfolios…`, docs/product/back-office.md#portfolios): each write runs in
 * one transaction and answers the whole portfolio. A path's portfolio or photo of another provider's answers
 * 404 before the handler runs (registerOwnedEndpoint); a photo of another of the provider's portfolios, too.
 * Photos come through the gallery's pipeline (receiveUploads), whose multipart parser is registered for these
 * routes only.
 */
export function registerPortfolioRoutes(app: FastifyInstance, dependencies: BackOfficeDependencies): void {
  const { db, clock, images, urls } = dependencies;

  const originOf: SiteOriginOf = (country) => countrySiteOrigin(urls, toCountryCode(country) ?? 'FR') ?? '';
  // Every read of a write's answer goes through its transaction (PGlite has one connection: a read beside it
  // would wait for it forever).
  const answer = (tx: Queryable, portfolioId: number) => portfolioOf(tx, portfolioId, originOf);
  const servicesAnswer = async (tx: Queryable, portfolioId: number, language: Language) => ({
    prestations: serviceTypesIn(
      await tx.query<ServiceType>('SELECT id, slug, name FROM service_types ORDER BY id'),
      language,
    ),
    offered: await servicesOfPortfolio(tx, portfolioId),
  });

  void app.register(async (routes) => {
    await routes.register(multipart);
    const portfolio = { db, owns: PORTFOLIOS, by: 'id' } as const;
    const photo = { db, owns: PORTFOLIO_IMAGES, by: 'imageId' } as const;

    registerEndpoint(routes, portfoliosApi.portfolios, async ({ caller }) => ({
      portfolios: await portfoliosOf(db, caller.providerId),
    }));

    registerEndpoint(routes, portfoliosApi.createPortfolio, ({ caller, input }) =>
      db.transaction(async (tx) => {
        const id = await createPortfolio(tx, caller.providerId, input, {
          now: clock.now(),
          max: PORTFOLIOS_MAX,
        });
        return answer(tx, id);
      }),
    );

    registerOwnedEndpoint(routes, portfoliosApi.portfolio, portfolio, ({ owned }) => answer(db, owned));

    registerOwnedEndpoint(routes, portfoliosApi.updatePortfolio, portfolio, ({ owned, input }) =>
      db.transaction(async (tx) => {
        await updatePortfolio(tx, owned, input, clock.now());
        return answer(tx, owned);
      }),
    );

    registerOwnedEndpoint(routes, portfoliosApi.deletePortfolio, portfolio, async ({ caller, owned }) => {
      const keys = await db.transaction((tx) => deletePortfolio(tx, owned));
      // Once no row names them: a failure here leaves a file behind, never a row without its file.
      await Promise.all(keys.map((key) => forgetUpload(images, caller.providerId, key)));
      return { deleted: true as const };
    });

    registerOwnedEndpoint(routes, portfoliosApi.publishPortfolio, portfolio, async ({ owned }) => {
      const { missing, published } = await db.transaction(async (tx) => {
        const { missing } = await publishPortfolio(tx, owned, clock.now());
        return { missing, published: missing.length === 0 ? await answer(tx, owned) : null };
      });
      if (!published) throw incomplete(missing);
      return published;
    });

    registerOwnedEndpoint(routes, portfoliosApi.unpublishPortfolio, portfolio, ({ owned }) =>
      db.transaction(async (tx) => {
        await unpublishPortfolio(tx, owned, clock.now());
        return answer(tx, owned);
      }),
    );

    registerOwnedEndpoint(
      routes,
      portfoliosApi.uploadPortfolioImages,
      portfolio,
      async ({ caller, owned, request }) => {
        const full = () => new HttpError(409, 'server.portfolioPhotosFull', { limit: PORTFOLIO_MAX_PHOTOS });
        // Checked before the files are read (a full portfolio costs no decoding), and again once they are stored.
        const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
          'SELECT count(*)::integer AS count FROM portfolio_images WHERE portfolio_id = $1',
          [owned],
        );
        if (count >= PORTFOLIO_MAX_PHOTOS) throw full();
        const prepared = await receiveUploads(request, portfoliosApi.PORTFOLIO_UPLOAD, images);
        return storeUploads(images, caller.providerId, prepared, (stored) =>
          db.transaction(async (tx) => {
            await lockPortfolio(tx, owned);
            const added = await addImages(tx, owned, stored, { now: clock.now(), max: PORTFOLIO_MAX_PHOTOS });
            if (!added) throw full();
            return answer(tx, owned);
          }),
        );
      },
    );

    registerOwnedEndpoint(
      routes,
      portfoliosApi.deletePortfolioImage,
      photo,
      async ({ caller, owned, params }) => {
        const { key, portfolio: after } = await db.transaction(async (tx) => {
          const removed = await removeImage(tx, params.id, owned, clock.now());
          return { key: removed, portfolio: await answer(tx, params.id) };
        });
        await forgetUpload(images, caller.providerId, key);
        return after;
      },
    );

    registerOwnedEndpoint(routes, portfoliosApi.reorderPortfolioImages, portfolio, ({ owned, input }) =>
      db.transaction(async (tx) => {
        await reorderImages(tx, owned, input.order, clock.now());
        return answer(tx, owned);
      }),
    );

    registerOwnedEndpoint(routes, portfoliosApi.setPortfolioImageCaption, photo, ({ owned, params, input }) =>
      db.transaction(async (tx) => {
        await setCaption(tx, params.id, owned, input.caption);
        return answer(tx, params.id);
      }),
    );

    registerOwnedEndpoint(routes, portfoliosApi.setPortfolioKeyImage, photo, ({ owned, params }) =>
      db.transaction(async (tx) => {
        await setKeyImage(tx, params.id, owned, clock.now());
        return answer(tx, params.id);
      }),
    );

    registerOwnedEndpoint(routes, portfoliosApi.portfolioServices, portfolio, ({ owned, request }) =>
      servicesAnswer(db, owned, requestLanguage(request)),
    );

    registerOwnedEndpoint(
      routes,
      portfoliosApi.savePortfolioServices,
      portfolio,
      ({ owned, input, request }) =>
        db.transaction(async (tx) => {
          await replacePortfolioServices(tx, owned, await serviceTypeIds(tx, input.offered, 'offered'));
          return servicesAnswer(tx, owned, requestLanguage(request));
        }),
    );

    registerOwnedEndpoint(routes, portfoliosApi.portfolioUrl, portfolio, async ({ caller, owned }) => {
      const [row] = await db.query<{ slug: string | null; published: boolean }>(
        'SELECT slug, published FROM portfolios WHERE id = $1',
        [owned],
      );
      return {
        url: row?.slug ? await portfolioUrlOf(db, caller.providerId, row.slug, originOf) : null,
        published: row?.published ?? false,
      };
    });
  });
}
