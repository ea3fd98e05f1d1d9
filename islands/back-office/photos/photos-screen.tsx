import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client';
import * as imagesApi from '@shared/api/contract/back-office/images';
import {
  CAPTION_MAX_LENGTH,
  GALLERY_UPLOAD,
  type Gallery,
  type ProviderImage,
} from '@shared/api/contract/back-office/images';
import type { Endpoint } from '@shared/api/endpoint';
import { imageUrl } from '@shared/api/image-url';
import { apiClientOf, endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { QueryState } from '@shared/ui/query-state';
import { TextField } from '@shared/ui/text-field';
import './photos-screen.css';

/** The size thumbnails are drawn at, twice for sharp screens. */
const THUMBNAIL = { width: 320, height: 320 };
const ACCEPT = GALLERY_UPLOAD.mediaTypes.join(',');

type UploadStatus = 'waiting' | 'sending' | 'failed' | 'cancelled';

/**
 * Files sent at once: the server decodes a client's uploads one at a time and refuses a line of them past the
 * client's share (429) — three 12-megapixel photos at once passed it on a busy machine — so the page sends one
 * and keeps the others waiting their turn.
 */
const UPLOADS_AT_ONCE = 1;

/** Runs tasks `atOnce` at a time, in the order they came. */
function limiter(atOnce: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= atOnce) return;
    const go = waiting.shift();
    if (!go) return;
    running += 1;
    go();
  };
  return async <T,>(task: () => Promise<T>): Promise<T> => {
    await new Promise<void>((go) => {
      waiting.push(go);
      next();
    });
    try {
      return await task();
    } finally {
      running -= 1;
      next();
    }
  };
}

/** One file on its way: its progress, and what went wrong when it did. */
interface Upload {
  id: number;
  file: Blob;
  name: string;
  target: 'gallery' | 'profile';
  percent: number;
  status: UploadStatus;
  error?: string;
  controller: AbortController;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The files being sent, one request each so that each has its own progress bar, cancel and retry; what the
 * server answers (the whole gallery) replaces the page's copy, so a thumbnail appears as its upload ends.
 */
function useUploads(language: string, announce: (text: string) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextId = useRef(0);
  const [inTurn] = useState(() => limiter(UPLOADS_AT_ONCE));
  /** Changes an upload while this attempt is its current one (a retry starts another). */
  const update = (attempt: Upload, change: Partial<Upload>) =>
    setUploads((all) =>
      all.map((upload) =>
        upload.id === attempt.id && upload.controller === attempt.controller
          ? { ...upload, ...change }
          : upload,
      ),
    );

  const send = (upload: Upload) => {
    const endpoint: Endpoint =
      upload.target === 'profile' ? imagesApi.uploadProfileImage : imagesApi.uploadImages;
    inTurn(() => {
      update(upload, { status: 'sending' });
      return apiClientOf(client).upload(endpoint, [upload.file], {
        language,
        signal: upload.controller.signal,
        onProgress: ({ loaded, total }) => update(upload, { percent: Math.round((loaded / total) * 100) }),
      });
    })
      .then((gallery) => {
        client.setQueryData(endpointQueryKey(imagesApi.images, {}), gallery as Gallery);
        setUploads((all) => all.filter((each) => each.id !== upload.id));
        announce(
          upload.target === 'profile'
            ? t('backOfficePhotos.profileSet')
            : t('backOfficePhotos.uploaded', { name: upload.name }),
        );
      })
      .catch((error: unknown) => {
        if (isAbort(error)) update(upload, { status: 'cancelled', error: t('backOfficePhotos.cancelled') });
        else update(upload, { status: 'failed', error: describeError(error, t) });
      });
  };

  const start = (files: readonly { blob: Blob; name: string }[], target: Upload['target']) => {
    const started = files.map(({ blob, name }) => {
      nextId.current += 1;
      return {
        id: nextId.current,
        file: blob,
        name,
        target,
        percent: 0,
        status: 'waiting' as const,
        controller: new AbortController(),
      };
    });
    setUploads((all) => [...all, ...started]);
    started.forEach(send);
  };

  return {
    uploads,
    start,
    cancel: (upload: Upload) => {
      upload.controller.abort();
      // One still waiting its turn says so at once; its turn, when it comes, sends nothing.
      if (upload.status === 'waiting')
        update(upload, { status: 'cancelled', error: t('backOfficePhotos.cancelled') });
    },
    retry: (upload: Upload) => {
      const again = {
        ...upload,
        status: 'waiting' as const,
        percent: 0,
        error: undefined,
        controller: new AbortController(),
      };
      setUploads((all) => all.map((each) => (each.id === upload.id ? again : each)));
      send(again);
    },
    dismiss: (upload: Upload) => setUploads((all) => all.filter((each) => each.id !== upload.id)),
  };
}

type Uploads = ReturnType<typeof useUploads>;

function UploadList({ uploads }: { uploads: Uploads }) {
  const { t } = useTranslation();
  if (uploads.uploads.length === 0) return null;
  return (
    <section className="pp-back-office__section" aria-label={t('backOfficePhotos.uploadsHeading')}>
      <ul className="pp-photos__uploads">
        {uploads.uploads.map((upload) => (
          <li key={upload.id} className="pp-photos__upload">
            <span className="pp-photos__upload-name">{upload.name}</span>
            <progress
              max={100}
              value={upload.percent}
              aria-label={t('backOfficePhotos.progress', { name: upload.name, percent: upload.percent })}
            />
            {upload.error && (
              <span className={upload.status === 'failed' ? 'pp-photos__error' : undefined}>
                {upload.error}
              </span>
            )}
            <span className="pp-back-office__actions">
              {upload.status === 'sending' || upload.status === 'waiting' ? (
                <Button variant="secondary" onClick={() => uploads.cancel(upload)}>
                  {t('backOfficePhotos.cancel')}
                </Button>
              ) : (
                <>
                  <Button variant="secondary" onClick={() => uploads.retry(upload)}>
                    {t('backOfficePhotos.retry')}
                  </Button>
                  <Button variant="link" onClick={() => uploads.dismiss(upload)}>
                    {t('backOfficePhotos.dismiss')}
                  </Button>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A button that opens the file picker (the input itself stays out of the tab order and out of sight). */
function PickFiles({
  label,
  multiple,
  onFiles,
}: {
  label: string;
  multiple: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="primary" onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid={multiple ? 'gallery-files' : 'profile-file'}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}

const named = (files: readonly File[]) => files.map((file) => ({ blob: file, name: file.name }));

function ProfilePhoto({ gallery, uploads, language, announce }: PhotoProps & { gallery: Gallery }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const remove = useEndpointMutation(imagesApi.deleteProfileImage, {
    language,
    onSuccess: (answer) => {
      client.setQueryData(endpointQueryKey(imagesApi.images, {}), answer);
      announce(t('backOfficePhotos.profileDeleted'));
    },
  });
  const headingId = useId();
  return (
    <section className="pp-back-office__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backOfficePhotos.profileHeading')}</h2>
      <div className="pp-photos__profile">
        {gallery.profileImage ? (
          <img
            className="pp-photos__avatar"
            src={imageUrl(gallery.profileImage, { width: 240, height: 240 })}
            alt={t('backOfficePhotos.profileAlt')}
            width={120}
            height={120}
          />
        ) : (
          <p className="state state--empty">{t('backOfficePhotos.profileEmpty')}</p>
        )}
        <div className="pp-back-office__actions">
          <PickFiles
            label={t('backOfficePhotos.pickProfile')}
            multiple={false}
            onFiles={(files) => uploads.start(named(files.slice(0, 1)), 'profile')}
          />
          {gallery.profileImage && (
            <Button variant="secondary" onClick={() => remove.mutate({})}>
              {t('backOfficePhotos.deleteProfile')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

interface PhotoProps {
  uploads: Uploads;
  language: string;
  announce: (text: string) => void;
}

/** One photo of the gallery: its thumbnail, its caption, whether the profile shows it, and its removal. */
function GalleryPhoto({
  image,
  index,
  caption,
  onCaption,
  uploads,
  language,
  announce,
  onDeleted,
}: PhotoProps & {
  image: ProviderImage;
  index: number;
  caption: string;
  onCaption: (text: string) => void;
  /** Called once the photo is deleted: its controls are gone, the focus needs a place. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // 'kept': the confirmation was closed without deleting, and its Delete button takes the focus back.
  const [confirmation, setConfirmation] = useState<'closed' | 'open' | 'kept'>('closed');
  const [failure, setFailure] = useState<string | null>(null);
  const keep = (answer: Gallery) => client.setQueryData(endpointQueryKey(imagesApi.images, {}), answer);
  const onError = (error: Error) => setFailure(describeError(error, t));
  const params = { id: image.id };
  const toggle = useEndpointMutation(imagesApi.toggleImageVisibility, { language, onError, onSuccess: keep });
  const remove = useEndpointMutation(imagesApi.deleteImage, {
    language,
    onError,
    onSuccess: (answer) => {
      keep(answer);
      announce(t('backOfficePhotos.deleted'));
      onDeleted();
    },
  });
  const position = index + 1;
  const setAsProfile = async () => {
    const response = await fetch(imageUrl(image.key));
    if (!response.ok) return;
    const name = t('backOfficePhotos.photoAlt', { position, caption: image.caption });
    uploads.start([{ blob: await response.blob(), name }], 'profile');
  };
  return (
    <li className="pp-photos__photo">
      <img
        src={imageUrl(image.key, THUMBNAIL)}
        alt={t('backOfficePhotos.photoAlt', { position, caption: image.caption })}
        width={160}
        height={160}
        loading="lazy"
        className={image.visible ? undefined : 'pp-photos__hidden'}
      />
      <p className="pp-photos__visibility">
        {image.visible ? t('backOfficePhotos.shown') : t('backOfficePhotos.hidden')}
      </p>
      <TextField
        label={t('backOfficePhotos.caption', { position })}
        value={caption}
        onValueChange={onCaption}
        maxLength={CAPTION_MAX_LENGTH}
      />
      {failure && <p className="pp-photos__error">{failure}</p>}
      <div className="pp-back-office__actions">
        <Button variant="secondary" onClick={() => toggle.mutate({ input: {}, params })}>
          {image.visible ? t('backOfficePhotos.hide') : t('backOfficePhotos.show')}
        </Button>
        <Button variant="secondary" onClick={() => void setAsProfile()}>
          {t('backOfficePhotos.setProfile')}
        </Button>
        {confirmation === 'open' ? (
          <span
            className="pp-back-office__actions"
            role="group"
            aria-label={t('backOfficePhotos.confirmDelete')}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              setConfirmation('kept');
            }}
          >
            <span>{t('backOfficePhotos.confirmDelete')}</span>
            <Button variant="primary" onClick={() => remove.mutate({ input: {}, params })}>
              {t('backOfficePhotos.confirm')}
            </Button>
            <Button variant="link" onClick={() => setConfirmation('kept')} autoFocus>
              {t('backOfficePhotos.keep')}
            </Button>
          </span>
        ) : (
          <Button variant="link" onClick={() => setConfirmation('open')} autoFocus={confirmation === 'kept'}>
            {t('backOfficePhotos.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The captions typed, saved together by the gallery's one button: each changed caption is sent (update-image),
 * the last answer becoming the page's gallery.
 */
function useCaptions(gallery: Gallery, language: string, announce: (text: string) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const captionOf = (image: ProviderImage) => typed[image.id] ?? image.caption;
  const save = async () => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      for (const image of gallery.images) {
        const caption = captionOf(image).trim();
        if (caption === image.caption) continue;
        const answer = await apiClientOf(client).call(
          imagesApi.updateImage,
          { caption },
          { params: { id: image.id }, language },
        );
        client.setQueryData(endpointQueryKey(imagesApi.images, {}), answer);
      }
      setTyped({});
      announce(t('backOfficePhotos.captionSaved'));
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setSaving(false);
    }
  };
  return {
    captionOf,
    type: (id: number, text: string) => setTyped((all) => ({ ...all, [id]: text })),
    save,
    saving,
    failure,
  };
}

function GallerySection({ gallery, uploads, language, announce }: PhotoProps & { gallery: Gallery }) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const captions = useCaptions(gallery, language, announce);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) uploads.start(named(files), 'gallery');
  };
  return (
    <section className="pp-back-office__section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('backOfficePhotos.galleryHeading')}
      </h2>
      <div
        className={`pp-photos__dropzone${dragging ? ' pp-photos__dropzone--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('backOfficePhotos.dropzone')}</p>
        <PickFiles
          label={t('backOfficePhotos.pick')}
          multiple
          onFiles={(files) => uploads.start(named(files), 'gallery')}
        />
        <p className="pp-photos__limits">
          {t('backOfficePhotos.limits', {
            size: Math.round(GALLERY_UPLOAD.maxFileBytes / 1024 / 1024),
            pixels: Math.round(GALLERY_UPLOAD.maxPixels / 1_000_000),
          })}
        </p>
      </div>
      {gallery.images.length === 0 ? (
        <p className="state state--empty">{t('backOfficePhotos.empty')}</p>
      ) : (
        <form
          className="pp-back-office__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void captions.save();
          }}
        >
          <ul
            className="pp-photos__grid"
            aria-label={t('backOfficePhotos.count', { count: gallery.images.length })}
          >
            {gallery.images.map((image, index) => (
              <GalleryPhoto
                key={image.id}
                image={image}
                index={index}
                caption={captions.captionOf(image)}
                onCaption={(text) => captions.type(image.id, text)}
                onDeleted={() => heading.current?.focus()}
                uploads={uploads}
                language={language}
                announce={announce}
              />
            ))}
          </ul>
          {captions.failure && <p className="pp-photos__error">{captions.failure}</p>}
          <div className="pp-back-office__actions">
            <Button type="submit" aria-disabled={captions.saving || undefined}>
              {t('backOfficePhotos.saveCaption')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * The back-office's photos page: the profile photo and the gallery, files dropped or picked several at a
 * time, each sent with its own progress bar, cancel and retry, its thumbnail shown once stored; captions,
 * visibility and deletion (confirmed) per photo.
 */
export default function PhotosScreen({ language }: { language: string }) {
  const { t } = useTranslation();
  const [news, setNews] = useState({ text: '', key: 0 });
  const announce = (text: string) => setNews((previous) => ({ text, key: previous.key + 1 }));
  const uploads = useUploads(language, announce);
  const query = useEndpointQuery(imagesApi.images, {});
  return (
    <div className="pp-back-office-island pp-photos">
      <p>{t('backOfficePhotos.intro')}</p>
      <LiveRegion politeness="polite">
        <span key={news.key}>{news.text}</span>
      </LiveRegion>
      {query.isSuccess ? (
        <>
          <ProfilePhoto gallery={query.data} uploads={uploads} language={language} announce={announce} />
          <UploadList uploads={uploads} />
          <GallerySection gallery={query.data} uploads={uploads} language={language} announce={announce} />
        </>
      ) : (
        <QueryState
          query={query}
          loading={t('backOfficePhotos.loading')}
          loadFailed={t('backOfficePhotos.loadFailed')}
        />
      )}
    </div>
  );
}
