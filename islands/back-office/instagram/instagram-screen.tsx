import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as instagramApi from '@shared/api/contract/back-office/instagram';
import type {
  InstagramConnection,
  InstagramConnectionAnswer,
} from '@shared/api/contract/back-office/instagram';
import { imageUrl } from '@shared/api/image-url';
import { endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { NewTabLink } from '@shared/ui/new-tab-link';
import { QueryState } from '@shared/ui/query-state';
import { browserNavigation, type GoTo } from '../browser-navigation';
import { FailureMessage } from '../failure-message';
import { useShownFailure } from '../use-shown-failure';
import '@shared/ui/square-thumbnails/square-thumbnails.css';
import './instagram-screen.css';

/** What Instagram sent the browser back with, read once from the page's address. */
export interface InstagramReturn {
  code: string | null;
  state: string | null;
  /** `access_denied` when the provider cancelled in Instagram's window. */
  error: string | null;
}

function returnOf(search: string): InstagramReturn {
  const query = new URLSearchParams(search);
  return { code: query.get('code'), state: query.get('state'), error: query.get('error') };
}

export interface InstagramScreenProps {
  language: string;
  /** Where the page sends the browser (Instagram's window) and how it forgets the return's code. */
  navigation?: { goTo: GoTo; replaceAddress: (path: string) => void };
  /** The page's query: Instagram's return when there is one. */
  search?: string;
}

const browser = {
  goTo: browserNavigation.goTo,
  replaceAddress: (path: string) => history.replaceState(history.state, '', path),
};

const THUMBNAIL_SIDE = 120;

function dateIn(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** The linked account: its name, how fresh its copy is, its latest posts, and unlinking it (confirmed). */
function Connection({
  connection,
  language,
  onDisconnected,
  onConnect,
  busy,
}: {
  connection: InstagramConnection;
  language: string;
  onDisconnected: (answer: InstagramConnectionAnswer) => void;
  onConnect: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { failure, show, clear } = useShownFailure();
  const revoke = useEndpointMutation(instagramApi.instagramRevoke, {
    language,
    onMutate: clear,
    onError: show,
    onSuccess: onDisconnected,
  });
  const postsId = useId();
  return (
    <>
      <p className="pp-instagram__account">
        {t('backOfficeInstagram.connected', { username: connection.username })}
      </p>
      <p className="pp-instagram__meta">
        {t('backOfficeInstagram.connectedSince', { date: dateIn(language, connection.connectedAt) })}
        {' · '}
        {connection.postsRefreshedAt
          ? t('backOfficeInstagram.refreshedAt', { date: dateIn(language, connection.postsRefreshedAt) })
          : t('backOfficeInstagram.notRefreshedYet')}
      </p>
      {connection.needsReconnection ? (
        <div className="notice notice--error">
          <p>{t('backOfficeInstagram.needsReconnection')}</p>
          <Button variant="primary" onClick={onConnect} aria-disabled={busy}>
            {t('backOfficeInstagram.reconnect')}
          </Button>
        </div>
      ) : (
        connection.refreshFailing && (
          <p className="notice notice--error">{t('backOfficeInstagram.refreshFailing')}</p>
        )
      )}
      <h3 id={postsId}>{t('backOfficeInstagram.postsHeading')}</h3>
      {connection.posts.length === 0 ? (
        <p className="state state--empty">{t('backOfficeInstagram.noPosts')}</p>
      ) : (
        <ul className="pp-ui-square-thumbnails" aria-labelledby={postsId}>
          {connection.posts.map((post) => (
            <li key={post.image}>
              <NewTabLink href={post.permalink} className="pp-ui-square-thumbnails__link">
                <img
                  className="pp-ui-square-thumbnails__picture"
                  src={imageUrl(post.image, { width: THUMBNAIL_SIDE * 2, height: THUMBNAIL_SIDE * 2 })}
                  width={THUMBNAIL_SIDE}
                  height={THUMBNAIL_SIDE}
                  alt={t('backOfficeInstagram.postAlt', { date: dateIn(language, post.postedAt) })}
                  loading="lazy"
                />
              </NewTabLink>
            </li>
          ))}
        </ul>
      )}
      <div className="pp-back-office__actions">
        {confirming ? (
          <span
            className="pp-back-office__actions"
            role="group"
            aria-label={t('backOfficeInstagram.confirmDisconnect')}
          >
            <span>{t('backOfficeInstagram.confirmDisconnect')}</span>
            <Button
              variant="primary"
              onClick={() => {
                if (!revoke.isPending) revoke.mutate({});
              }}
              aria-disabled={revoke.isPending}
            >
              {t('backOfficeInstagram.confirm')}
            </Button>
            <Button variant="link" onClick={() => setConfirming(false)} autoFocus>
              {t('backOfficeInstagram.keep')}
            </Button>
          </span>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('backOfficeInstagram.disconnect')}
          </Button>
        )}
      </div>
      <FailureMessage failure={failure} />
    </>
  );
}

/**
 * The back-office's Instagram page: connecting (the browser goes to Instagram's window), the return from it
 * (this same address, with the code and the state, which the page posts once and then drops from the
 * address), the linked account with its latest posts, and unlinking it after a confirmation.
 */
export default function InstagramScreen({
  language,
  navigation = browser,
  search = typeof location === 'undefined' ? '' : location.search,
}: InstagramScreenProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [instagramReturn] = useState(() => returnOf(search));
  const [news, setNews] = useState({ text: '', key: 0 });
  const announce = (text: string) => setNews((previous) => ({ text, key: previous.key + 1 }));
  const keep = (answer: InstagramConnectionAnswer) =>
    client.setQueryData(endpointQueryKey(instagramApi.instagram, {}, { language }), answer);
  const { failure, show, clear } = useShownFailure();
  const authUrl = useEndpointMutation(instagramApi.instagramAuthUrl, {
    language,
    onMutate: clear,
    onError: show,
    onSuccess: ({ url }) => navigation.goTo(url),
  });
  const token = useEndpointMutation(instagramApi.instagramToken, {
    language,
    onMutate: clear,
    onError: show,
    onSuccess: (answer) => {
      keep(answer);
      if (answer.connection) {
        announce(t('backOfficeInstagram.connected', { username: answer.connection.username }));
      }
    },
  });
  // While the return's code is being posted, the connection is not read: its answer would be the old one.
  const returning = instagramReturn.code !== null && instagramReturn.state !== null;
  const query = useEndpointQuery(
    instagramApi.instagram,
    {},
    {
      language,
      enabled: !returning || token.isSuccess || token.isError,
    },
  );
  // The return's code is posted once, then dropped from the address: a reload does not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const { code, state } = instagramReturn;
    if (code !== null || state !== null || instagramReturn.error !== null) {
      navigation.replaceAddress(instagramApi.INSTAGRAM_PATH);
    }
    if (code !== null && state !== null) token.mutate({ code, state });
  }, [instagramReturn, navigation, token]);

  // Once Instagram's address is there, the browser is leaving: the button stays quiet until it has.
  const leaving = authUrl.isPending || authUrl.isSuccess;
  const connect = () => {
    if (!leaving) authUrl.mutate({});
  };
  const headingId = useId();
  const data = query.data;
  return (
    <div className="pp-back-office-island pp-instagram">
      <p>{t('backOfficeInstagram.intro')}</p>
      <LiveRegion politeness="polite">
        <span key={news.key}>{news.text}</span>
        {leaving && <span>{t('backOfficeInstagram.connecting')}</span>}
      </LiveRegion>
      <section className="pp-back-office__section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('backOfficeInstagram.title')}</h2>
        {instagramReturn.error && !data?.connection && (
          <p className="notice notice--error">{t('backOfficeInstagram.denied')}</p>
        )}
        {token.isPending ? (
          <p className="state state--loading" role="status">
            {t('backOfficeInstagram.returning')}
          </p>
        ) : query.isSuccess && data ? (
          !data.configured ? (
            <p className="state state--empty">{t('backOfficeInstagram.notConfigured')}</p>
          ) : data.connection ? (
            <Connection
              connection={data.connection}
              language={language}
              busy={leaving}
              onConnect={connect}
              onDisconnected={(answer) => {
                keep(answer);
                announce(t('backOfficeInstagram.disconnected'));
              }}
            />
          ) : (
            <>
              <p className="state state--empty">{t('backOfficeInstagram.notConnected')}</p>
              <form
                className="pp-back-office__actions"
                onSubmit={(event) => {
                  event.preventDefault();
                  connect();
                }}
              >
                <Button variant="primary" type="submit" aria-disabled={leaving}>
                  {t('backOfficeInstagram.connect')}
                </Button>
              </form>
            </>
          )
        ) : (
          <QueryState
            query={query}
            loading={t('backOfficeInstagram.loading')}
            loadFailed={t('backOfficeInstagram.loadFailed')}
          />
        )}
        <FailureMessage failure={failure} />
      </section>
    </div>
  );
}
