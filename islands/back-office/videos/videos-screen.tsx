import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client';
import * as videosApi from '@shared/api/contract/back-office/videos';
import type { Video, Videos } from '@shared/api/contract/back-office/videos';
import { endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { FormTextField, SubmitFooter, useContractForm } from '@shared/forms';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { QueryState } from '@shared/ui/query-state';
import { videoPageUrl, videoThumbnailUrl } from '@shared/validation/video-url';
import './videos-screen.css';

type Announce = (text: string) => void;

/** The platforms' names, which are brands: the same in every language. */
const PLATFORM_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

const reference = (video: Video) => ({ platform: video.platform, id: video.videoId });

/** The address and the title of a new video; the answer, the whole list, replaces the page's. */
function AddVideo({ language, announce }: { language: string; announce: Announce }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const form = useContractForm({ schema: videosApi.addVideo.request, defaultValues: { url: '', title: '' } });
  const add = useEndpointMutation(videosApi.addVideo, { language });
  return (
    <section className="pp-back-office__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backOfficeVideos.addHeading')}</h2>
      <form
        className="pp-back-office__form"
        noValidate
        onSubmit={form.submitWith(async (values) => {
          const answer = await add.mutateAsync(values);
          client.setQueryData(endpointQueryKey(videosApi.videos, {}), answer);
          form.methods.reset({ url: '', title: '' }, { keepIsSubmitSuccessful: true });
          announce(t('backOfficeVideos.added'));
        })}
      >
        <FormTextField
          form={form}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          label={t('backOfficeVideos.url')}
          hint={t('backOfficeVideos.urlHint')}
        />
        <FormTextField form={form} name="title" autoComplete="off" label={t('backOfficeVideos.videoTitle')} />
        <SubmitFooter
          form={form}
          label={t('backOfficeVideos.add')}
          done={add.isSuccess ? { text: t('backOfficeVideos.added'), at: add.submittedAt } : null}
        />
      </form>
    </section>
  );
}

/** One video: its preview, its title, whether the profile shows it, and its removal (confirmed). */
function VideoItem({ video, language, announce }: { video: Video; language: string; announce: Announce }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keep = (answer: Videos) => client.setQueryData(endpointQueryKey(videosApi.videos, {}), answer);
  const onError = (error: Error) => setFailure(describeError(error, t));
  const params = { id: video.id };
  const toggle = useEndpointMutation(videosApi.toggleVideoVisibility, { language, onError, onSuccess: keep });
  const remove = useEndpointMutation(videosApi.deleteVideo, {
    language,
    onError,
    onSuccess: (answer) => {
      keep(answer);
      announce(t('backOfficeVideos.deleted'));
    },
  });
  const thumbnail = videoThumbnailUrl(reference(video));
  const headingId = useId();
  return (
    <li className="pp-videos__item" aria-labelledby={headingId}>
      {thumbnail ? (
        <img
          className={`pp-videos__thumbnail${video.visible ? '' : ' pp-videos__thumbnail--hidden'}`}
          src={thumbnail}
          alt={t('backOfficeVideos.thumbnailAlt')}
          width={160}
          height={90}
          loading="lazy"
        />
      ) : (
        <span className="pp-videos__thumbnail pp-videos__thumbnail--plain" aria-hidden="true">
          {PLATFORM_NAMES[video.platform]}
        </span>
      )}
      <div className="pp-videos__summary">
        <h3 id={headingId} className="pp-videos__title">
          {video.title || t('backOfficeVideos.untitled')}
        </h3>
        <p className="pp-videos__meta">
          {video.visible ? t('backOfficeVideos.shown') : t('backOfficeVideos.hidden')} ·{' '}
          <a href={videoPageUrl(reference(video))} target="_blank" rel="noopener noreferrer">
            {t('backOfficeVideos.watch', { platform: PLATFORM_NAMES[video.platform] })}
          </a>
        </p>
        <div className="pp-back-office__actions">
          <Button variant="secondary" onClick={() => toggle.mutate({ input: {}, params })}>
            {video.visible ? t('backOfficeVideos.hide') : t('backOfficeVideos.show')}
          </Button>
          {confirming ? (
            <span
              className="pp-back-office__actions"
              role="group"
              aria-label={t('backOfficeVideos.confirmDelete')}
            >
              <span>{t('backOfficeVideos.confirmDelete')}</span>
              <Button variant="primary" onClick={() => remove.mutate({ input: {}, params })}>
                {t('backOfficeVideos.confirm')}
              </Button>
              <Button variant="link" onClick={() => setConfirming(false)} autoFocus>
                {t('backOfficeVideos.keep')}
              </Button>
            </span>
          ) : (
            <Button variant="link" onClick={() => setConfirming(true)}>
              {t('backOfficeVideos.delete')}
            </Button>
          )}
        </div>
        {failure && (
          <p className="pp-videos__error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The back-office's videos page: a YouTube or Vimeo address to add (refused on its field when it is no video
 * of theirs), and the provider's videos, each shown on the profile or hidden, or deleted after a confirmation.
 */
export default function VideosScreen({ language }: { language: string }) {
  const { t } = useTranslation();
  const [news, setNews] = useState({ text: '', key: 0 });
  const announce = (text: string) => setNews((previous) => ({ text, key: previous.key + 1 }));
  const query = useEndpointQuery(videosApi.videos, {});
  return (
    <div className="pp-back-office-island pp-videos">
      <p>{t('backOfficeVideos.intro')}</p>
      <LiveRegion politeness="polite">
        <span key={news.key}>{news.text}</span>
      </LiveRegion>
      <AddVideo language={language} announce={announce} />
      {query.isSuccess ? (
        query.data.videos.length === 0 ? (
          <p className="state state--empty">{t('backOfficeVideos.empty')}</p>
        ) : (
          <ul
            className="pp-videos__list"
            aria-label={t('backOfficeVideos.listLabel', { count: query.data.videos.length })}
          >
            {query.data.videos.map((video) => (
              <VideoItem key={video.id} video={video} language={language} announce={announce} />
            ))}
          </ul>
        )
      ) : (
        <QueryState
          query={query}
          loading={t('backOfficeVideos.loading')}
          loadFailed={t('backOfficeVideos.loadFailed')}
        />
      )}
    </div>
  );
}
