import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client';
import * as portfoliosApi from '@shared/api/contract/back-office/portfolios';
import {
  PORTFOLIO_CAPTION_MAX_LENGTH,
  PORTFOLIO_DESCRIPTION_MAX_LENGTH,
  PORTFOLIO_MAX_PHOTOS,
  PORTFOLIO_TITLE_MAX_LENGTH,
  PORTFOLIO_UPLOAD,
  type Portfolio,
} from '@shared/api/contract/back-office/portfolios';
import { imageUrl } from '@shared/api/image-url';
import { apiClientOf, endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { QueryState } from '@shared/ui/query-state';
import { SortableGrid, type SortableGridTexts } from '@shared/ui/sortable-grid';
import { CheckboxField, TextAreaField, TextField } from '@shared/ui/text-field';
import { VISUALLY_HIDDEN_CLASS } from '@shared/ui/visually-hidden';

/** The size thumbnails are drawn at, twice for sharp screens. */
const THUMBNAIL = { width: 480, height: 360 };

type Announce = (text: string) => void;

interface SectionProps {
  portfolio: Portfolio;
  language: string;
  announce: Announce;
  /** Puts the server's answer in the page's copy. */
  keep: (portfolio: Portfolio) => void;
}

function DetailsSection({ portfolio, language, announce, keep }: SectionProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(portfolio.title);
  const [description, setDescription] = useState(portfolio.description);
  const [failure, setFailure] = useState<{ title?: string; description?: string; other?: string }>({});
  const save = useEndpointMutation(portfoliosApi.updatePortfolio, {
    language,
    onSuccess: (answer) => {
      keep(answer);
      announce(t('backOfficePortfolios.detailsSaved'));
    },
    onError: (error) => {
      const fields = (error as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};
      setFailure(
        fields.title || fields.description
          ? { title: fields.title, description: fields.description }
          : { other: describeError(error, t) },
      );
    },
  });
  const headingId = useId();
  return (
    <section className="pp-back-office__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backOfficePortfolios.detailsHeading')}</h2>
      <form
        className="pp-back-office__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setFailure({});
          save.mutate({ input: { title: title.trim(), description }, params: { id: portfolio.id } });
        }}
      >
        <TextField
          label={t('backOfficePortfolios.titleLabel')}
          value={title}
          onValueChange={setTitle}
          maxLength={PORTFOLIO_TITLE_MAX_LENGTH}
          error={failure.title}
        />
        <TextAreaField
          label={t('backOfficePortfolios.descriptionLabel')}
          value={description}
          onValueChange={setDescription}
          maxLength={PORTFOLIO_DESCRIPTION_MAX_LENGTH}
          error={failure.description}
          rows={4}
        />
        {failure.other && <p className="pp-portfolios__error">{failure.other}</p>}
        <div className="pp-back-office__actions">
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {t('backOfficePortfolios.saveDetails')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Sends picked files one at a time (the server decodes a client's uploads in turn), each answer shown at once. */
function UploadButton({ portfolio, language, announce, keep }: SectionProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (files: File[]) => {
    setFailure(null);
    for (const file of files) {
      setProgress({ name: file.name, percent: 0 });
      try {
        const answer = await apiClientOf(client).upload(portfoliosApi.uploadPortfolioImages, [file], {
          language,
          params: { id: portfolio.id },
          onProgress: ({ loaded, total }) =>
            setProgress({ name: file.name, percent: Math.round((loaded / total) * 100) }),
        });
        keep(answer);
        announce(t('backOfficePortfolios.uploaded', { name: file.name }));
      } catch (error) {
        setFailure(
          t('backOfficePortfolios.uploadFailed', { name: file.name, reason: describeError(error, t) }),
        );
        break;
      }
    }
    setProgress(null);
  };
  return (
    <div className="pp-portfolios__upload">
      <div className="pp-back-office__actions">
        <Button
          variant="primary"
          aria-disabled={progress !== null || undefined}
          onClick={() => progress === null && input.current?.click()}
        >
          {t('backOfficePortfolios.pick')}
        </Button>
      </div>
      <input
        ref={input}
        type="file"
        accept={PORTFOLIO_UPLOAD.mediaTypes.join(',')}
        multiple
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="portfolio-files"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) void send(files);
        }}
      />
      <p className="pp-portfolios__hint">
        {t('backOfficePortfolios.limits', {
          size: Math.round(PORTFOLIO_UPLOAD.maxFileBytes / 1024 / 1024),
          pixels: Math.round(PORTFOLIO_UPLOAD.maxPixels / 1_000_000),
          max: PORTFOLIO_MAX_PHOTOS,
        })}
      </p>
      {progress && (
        <progress
          max={100}
          value={progress.percent}
          aria-label={t('backOfficePortfolios.uploading', progress)}
        />
      )}
      {failure && <p className="pp-portfolios__error">{failure}</p>}
    </div>
  );
}

function PhotosSection(props: SectionProps) {
  const { portfolio, language, announce, keep } = props;
  const { t } = useTranslation();
  const client = useQueryClient();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: Error) => setFailure(describeError(error, t));
  const params = (imageId: number) => ({ id: portfolio.id, imageId });
  const reorder = useEndpointMutation(portfoliosApi.reorderPortfolioImages, {
    language,
    onSuccess: (answer) => {
      keep(answer);
      announce(t('backOfficePortfolios.orderSaved'));
    },
    // A refused order (a page out of date): the message says so, and the page shows the server's order again.
    onError: (error) => {
      onError(error);
      void client.invalidateQueries({
        queryKey: endpointQueryKey(portfoliosApi.portfolio, {}, { params: { id: portfolio.id }, language }),
      });
    },
  });
  const makeKey = useEndpointMutation(portfoliosApi.setPortfolioKeyImage, {
    language,
    onError,
    onSuccess: keep,
  });
  const remove = useEndpointMutation(portfoliosApi.deletePortfolioImage, {
    language,
    onError,
    onSuccess: (answer) => {
      keep(answer);
      setConfirming(null);
      announce(t('backOfficePortfolios.photoDeleted'));
    },
  });
  const [savingCaptions, setSavingCaptions] = useState(false);
  const captionOf = (id: number, saved: string) => typed[id] ?? saved;
  const saveCaptions = async () => {
    if (savingCaptions) return;
    setSavingCaptions(true);
    setFailure(null);
    try {
      for (const image of portfolio.images) {
        const caption = captionOf(image.id, image.caption).trim();
        if (caption === image.caption) continue;
        keep(
          await apiClientOf(client).call(
            portfoliosApi.setPortfolioImageCaption,
            { caption },
            { params: params(image.id), language },
          ),
        );
      }
      setTyped({});
      announce(t('backOfficePortfolios.captionsSaved'));
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setSavingCaptions(false);
    }
  };
  const texts: SortableGridTexts = {
    instructions: t('backOfficePortfolios.reorderInstructions'),
    pickedUp: (position) => t('backOfficePortfolios.dragStart', { position }),
    movedTo: (position, count) => t('backOfficePortfolios.dragOver', { position, count }),
    droppedAt: (position, count) => t('backOfficePortfolios.dragEnd', { position, count }),
    cancelled: (position) => t('backOfficePortfolios.dragCancel', { position }),
  };
  const headingId = useId();
  return (
    <section className="pp-back-office__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backOfficePortfolios.photosHeading')}</h2>
      <p>{t('backOfficePortfolios.photosHelp')}</p>
      <UploadButton {...props} />
      {portfolio.images.length === 0 ? (
        <p className="state state--empty">{t('backOfficePortfolios.noPhotos')}</p>
      ) : (
        <form
          className="pp-back-office__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void saveCaptions();
          }}
        >
          <p className="pp-portfolios__hint">{t('backOfficePortfolios.reorderInstructions')}</p>
          <SortableGrid
            items={portfolio.images}
            idOf={(image) => image.id}
            label={t('backOfficePortfolios.photoCount', { count: portfolio.images.length })}
            texts={texts}
            onReorder={(order) => {
              setFailure(null);
              // Shown at once; the server's answer (or its refusal) follows.
              keep({
                ...portfolio,
                images: order.flatMap((id) => portfolio.images.filter((image) => image.id === id)),
              });
              reorder.mutate({ input: { order }, params: { id: portfolio.id } });
            }}
            renderItem={(image, index, handle) => {
              const position = index + 1;
              const isKey = portfolio.keyImageId === image.id;
              const caption = captionOf(image.id, image.caption);
              return (
                <>
                  <img
                    src={imageUrl(image.key, THUMBNAIL)}
                    alt={
                      image.caption
                        ? t('backOfficePortfolios.photoAlt', { position, caption: image.caption })
                        : t('backOfficePortfolios.photoAltNoCaption', { position })
                    }
                    width={240}
                    height={180}
                    loading="lazy"
                    className="pp-portfolios__photo"
                  />
                  <button
                    type="button"
                    className="pp-portfolios__handle"
                    aria-label={t('backOfficePortfolios.moveHandle', { position })}
                    {...handle}
                  >
                    <span aria-hidden="true">⠿</span>
                  </button>
                  {isKey && <p className="pp-portfolios__key">{t('backOfficePortfolios.keyImage')}</p>}
                  <TextField
                    label={t('backOfficePortfolios.caption', { position })}
                    value={caption}
                    onValueChange={(text) => setTyped((all) => ({ ...all, [image.id]: text }))}
                    maxLength={PORTFOLIO_CAPTION_MAX_LENGTH}
                  />
                  <div className="pp-back-office__actions">
                    {!isKey && (
                      <Button
                        variant="secondary"
                        onClick={() =>
                          makeKey.mutate(
                            { input: {}, params: params(image.id) },
                            { onSuccess: () => announce(t('backOfficePortfolios.keySet', { position })) },
                          )
                        }
                      >
                        {t('backOfficePortfolios.makeKey', { position })}
                      </Button>
                    )}
                    {confirming === image.id ? (
                      <span
                        className="pp-back-office__actions"
                        role="group"
                        aria-label={t('backOfficePortfolios.confirmDeletePhoto')}
                      >
                        <span>{t('backOfficePortfolios.confirmDeletePhoto')}</span>
                        <Button
                          variant="primary"
                          onClick={() => remove.mutate({ input: {}, params: params(image.id) })}
                        >
                          {t('backOfficePortfolios.confirm')}
                        </Button>
                        <Button variant="link" onClick={() => setConfirming(null)} autoFocus>
                          {t('backOfficePortfolios.keep')}
                        </Button>
                      </span>
                    ) : (
                      <Button variant="link" onClick={() => setConfirming(image.id)}>
                        {t('backOfficePortfolios.deletePhoto', { position })}
                      </Button>
                    )}
                  </div>
                </>
              );
            }}
          />
          {failure && (
            <p className="pp-portfolios__error" role="alert">
              {failure}
            </p>
          )}
          <div className="pp-back-office__actions">
            <Button type="submit" aria-disabled={savingCaptions || undefined}>
              {t('backOfficePortfolios.saveCaptions')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function ServicesSection({ portfolio, language, announce, keep }: SectionProps) {
  const { t } = useTranslation();
  const query = useEndpointQuery(
    portfoliosApi.portfolioServices,
    {},
    { params: { id: portfolio.id }, language },
  );
  const [ticked, setTicked] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useEndpointMutation(portfoliosApi.savePortfolioServices, {
    language,
    onError: (error) => setFailure(describeError(error, t)),
    onSuccess: (answer) => {
      setTicked(null);
      keep({ ...portfolio, services: answer.offered });
      announce(t('backOfficePortfolios.servicesSaved'));
    },
  });
  const headingId = useId();
  const offered = ticked ?? portfolio.services;
  return (
    <section className="pp-back-office__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backOfficePortfolios.servicesHeading')}</h2>
      {query.isSuccess ? (
        <form
          className="pp-back-office__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setFailure(null);
            save.mutate({ input: { offered }, params: { id: portfolio.id } });
          }}
        >
          <fieldset className="pp-portfolios__services">
            <legend className={VISUALLY_HIDDEN_CLASS}>{t('backOfficePortfolios.servicesHeading')}</legend>
            {query.data.prestations.map((service) => (
              <CheckboxField
                key={service.slug}
                label={service.name}
                checked={offered.includes(service.slug)}
                onCheckedChange={(checked) =>
                  setTicked(
                    checked ? [...offered, service.slug] : offered.filter((slug) => slug !== service.slug),
                  )
                }
              />
            ))}
          </fieldset>
          {failure && <p className="pp-portfolios__error">{failure}</p>}
          <div className="pp-back-office__actions">
            <Button type="submit" aria-disabled={save.isPending || undefined}>
              {t('backOfficePortfolios.saveServices')}
            </Button>
          </div>
        </form>
      ) : (
        <QueryState
          query={query}
          loading={t('backOfficePortfolios.editorLoading')}
          loadFailed={t('backOfficePortfolios.servicesLoadFailed')}
        />
      )}
    </section>
  );
}

function PublicationSection({ portfolio, language, announce, keep }: SectionProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const onError = (error: Error) => setFailure(describeError(error, t));
  const publish = useEndpointMutation(portfoliosApi.publishPortfolio, {
    language,
    onError,
    onSuccess: (answer) => {
      keep(answer);
      announce(t('backOfficePortfolios.publishedNews'));
    },
  });
  const unpublish = useEndpointMutation(portfoliosApi.unpublishPortfolio, {
    language,
    onError,
    onSuccess: (answer) => {
      keep(answer);
      announce(t('backOfficePortfolios.unpublishedNews'));
    },
  });
  const remove = useEndpointMutation(portfoliosApi.deletePortfolio, {
    language,
    onError,
    onSuccess: () => location.assign(location.pathname),
  });
  const parts = {
    title: t('backOfficePortfolios.missingTitle'),
    images: t('backOfficePortfolios.missingImages'),
    keyImage: t('backOfficePortfolios.missingKeyImage'),
  };
  const missing = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    portfolio.missing.map((part) => parts[part]),
  );
  const headingId = useId();
  const params = { id: portfolio.id };
  return (
    <section className="pp-back-office__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backOfficePortfolios.publicationHeading')}</h2>
      <p data-testid="publication-state">
        {portfolio.published ? t('backOfficePortfolios.isPublished') : t('backOfficePortfolios.isDraft')}
      </p>
      {!portfolio.published && portfolio.missing.length > 0 && (
        <p className="pp-portfolios__hint">{t('backOfficePortfolios.missing', { missing })}</p>
      )}
      {portfolio.url && (
        <p>
          {t('backOfficePortfolios.address')} : <a href={portfolio.url}>{portfolio.url}</a>
        </p>
      )}
      {failure && (
        <p className="pp-portfolios__error" role="alert">
          {failure}
        </p>
      )}
      <div className="pp-back-office__actions">
        {portfolio.published ? (
          <Button variant="secondary" onClick={() => unpublish.mutate({ input: {}, params })}>
            {t('backOfficePortfolios.unpublish')}
          </Button>
        ) : (
          <Button
            onClick={() => {
              setFailure(null);
              publish.mutate({ input: {}, params });
            }}
          >
            {t('backOfficePortfolios.publish')}
          </Button>
        )}
        {confirming ? (
          <span
            className="pp-back-office__actions"
            role="group"
            aria-label={t('backOfficePortfolios.confirmDeletePortfolio')}
          >
            <span>{t('backOfficePortfolios.confirmDeletePortfolio')}</span>
            <Button variant="primary" onClick={() => remove.mutate({ input: {}, params })}>
              {t('backOfficePortfolios.confirm')}
            </Button>
            <Button variant="link" onClick={() => setConfirming(false)} autoFocus>
              {t('backOfficePortfolios.keep')}
            </Button>
          </span>
        ) : (
          <Button variant="link" onClick={() => setConfirming(true)}>
            {t('backOfficePortfolios.deletePortfolio')}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * One portfolio's editor: its title and words, its photos (upload, captions, key photo, deletion, their order
 * by dragging or with the keyboard), its services and its publication with the reason a refusal gives. Every
 * answer of the server is the whole portfolio, which becomes the page's copy.
 */
export function PortfolioEditor({ id, language }: { id: number; language: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = { params: { id }, language };
  const query = useEndpointQuery(portfoliosApi.portfolio, {}, settings);
  const [news, setNews] = useState({ text: '', key: 0 });
  const announce = (text: string) => setNews((previous) => ({ text, key: previous.key + 1 }));
  const keep = (portfolio: Portfolio) =>
    client.setQueryData(endpointQueryKey(portfoliosApi.portfolio, {}, settings), portfolio);
  return (
    <>
      <p>
        <a href={location.pathname}>{t('backOfficePortfolios.backToList')}</a>
      </p>
      <LiveRegion politeness="polite">
        <span key={news.key}>{news.text}</span>
      </LiveRegion>
      {query.isSuccess ? (
        <>
          <DetailsSection portfolio={query.data} language={language} announce={announce} keep={keep} />
          <PhotosSection portfolio={query.data} language={language} announce={announce} keep={keep} />
          <ServicesSection portfolio={query.data} language={language} announce={announce} keep={keep} />
          <PublicationSection portfolio={query.data} language={language} announce={announce} keep={keep} />
        </>
      ) : (
        <QueryState
          query={query}
          loading={t('backOfficePortfolios.editorLoading')}
          loadFailed={t('backOfficePortfolios.editorLoadFailed')}
        />
      )}
    </>
  );
}
