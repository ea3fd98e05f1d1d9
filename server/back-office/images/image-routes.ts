import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as imagesApi from '@shared/api/contract/back-office/images';
import { GALLERY_MAX_PHOTOS } from '@shared/api/contract/back-office/images';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { registerOwnedEndpoint } from '../ownership';
import {
  addToGallery,
  galleryCount,
  galleryOf,
  PROVIDER_IMAGES,
  removeFromGallery,
  replaceProfileImage,
  setCaption,
  toggleVisibility,
} from './provider-gallery';
import { forgetUpload, receiveUploads, storeUploads } from '../uploads/receive-uploads';

/**
 * The provider's photos: the gallery and the profile photo, uploaded as multipart files (receiveUploads), each
 * write answering the whole gallery. The multipart parser is registered for these routes only: the rest of
 * the tree keeps refusing a body that is not JSON.
 */
export function registerImageRoutes(app: FastifyInstance, dependencies: BackOfficeDependencies): void {
  const { db, clock, images } = dependencies;
  void app.register(async (uploads) => {
    await uploads.register(multipart);

    registerEndpoint(uploads, imagesApi.images, ({ caller }) => galleryOf(db, caller.providerId));

    registerEndpoint(uploads, imagesApi.uploadImages, async ({ caller, request }) => {
      const galleryFull = () => new HttpError(409, 'server.uploadGalleryFull', { limit: GALLERY_MAX_PHOTOS });
      // Checked before the files are read (a full gallery costs no decoding), and again once they are stored.
      if ((await galleryCount(db, caller.providerId)) >= GALLERY_MAX_PHOTOS) throw galleryFull();
      const prepared = await receiveUploads(request, imagesApi.GALLERY_UPLOAD, images);
      return storeUploads(images, caller.providerId, prepared, (stored) =>
        db.transaction(async (tx) => {
          const added = await addToGallery(tx, caller.providerId, stored, {
            now: clock.now(),
            max: GALLERY_MAX_PHOTOS,
          });
          if (!added) throw galleryFull();
          return galleryOf(tx, caller.providerId);
        }),
      );
    });

    registerEndpoint(uploads, imagesApi.uploadProfileImage, async ({ caller, request }) => {
      const prepared = await receiveUploads(request, imagesApi.PROFILE_UPLOAD, images);
      const { previous, gallery } = await storeUploads(images, caller.providerId, prepared, ([stored]) =>
        db.transaction(async (tx) => ({
          previous: await replaceProfileImage(tx, caller.providerId, stored?.key ?? null),
          gallery: await galleryOf(tx, caller.providerId),
        })),
      );
      await forgetUpload(images, caller.providerId, previous);
      return gallery;
    });

    registerEndpoint(uploads, imagesApi.deleteProfileImage, async ({ caller }) => {
      const { previous, gallery } = await db.transaction(async (tx) => ({
        previous: await replaceProfileImage(tx, caller.providerId, null),
        gallery: await galleryOf(tx, caller.providerId),
      }));
      await forgetUpload(images, caller.providerId, previous);
      return gallery;
    });

    const owns = { db, owns: PROVIDER_IMAGES, by: 'id' } as const;

    registerOwnedEndpoint(uploads, imagesApi.deleteImage, owns, async ({ caller, owned }) => {
      const { removed, gallery } = await db.transaction(async (tx) => ({
        removed: await removeFromGallery(tx, owned),
        gallery: await galleryOf(tx, caller.providerId),
      }));
      await forgetUpload(images, caller.providerId, removed);
      return gallery;
    });

    registerOwnedEndpoint(uploads, imagesApi.toggleImageVisibility, owns, ({ caller, owned }) =>
      db.transaction(async (tx) => {
        await toggleVisibility(tx, owned);
        return galleryOf(tx, caller.providerId);
      }),
    );

    registerOwnedEndpoint(uploads, imagesApi.updateImage, owns, ({ caller, owned, input }) =>
      db.transaction(async (tx) => {
        await setCaption(tx, owned, input.caption);
        return galleryOf(tx, caller.providerId);
      }),
    );
  });
}
