import { useId, type ReactNode } from 'react';
import { NewTabLink } from '../new-tab-link';
import { PROVIDER_CARD_CLASSES as CLASSES } from './provider-card-classes';
import { ProviderLanguages, ProviderMarks, ProviderPhoto, useProviderCardView } from './provider-card-parts';
import type { ProviderCardSource } from './provider-card-view';

/** The photo's largest CSS size (provider-card.css); the image route is asked for twice that. */
const PHOTO_SIZE = 160;

export interface ProviderCardArticleProps {
  provider: ProviderCardSource;
  /** Below the card's text: what the page says or offers about this provider (a status, a button). */
  children?: ReactNode;
  /** In the card's last column, the heart's room on a listing: one small control (a heart, a checkbox). */
  aside?: ReactNode;
  className?: string;
  /** The name's link opens the profile in a new tab (and says so): where leaving the page would lose work. */
  profileInNewTab?: boolean;
  /** The origin of the site the profile is on, when it is not the page's own (the project site's pages). */
  profileOrigin?: string;
}

/**
 * A provider's card as a listing shows it (photo, name linking to the profile, place, marks, languages,
 * excerpt), with room for what a page adds: the same elements and classes as the directory's cards, styled by
 * the same sheet. Named by its provider's name, a level-3 heading.
 */
export function ProviderCardArticle({
  provider,
  children,
  aside,
  className,
  profileInNewTab = false,
  profileOrigin,
}: ProviderCardArticleProps) {
  const nameId = useId();
  const view = useProviderCardView(provider, { photoSize: PHOTO_SIZE });
  const profileHref = profileOrigin ? new URL(view.profileUrl, profileOrigin).href : view.profileUrl;
  const classes = `${CLASSES.card} ${CLASSES.listing}${className ? ` ${className}` : ''}`;
  return (
    <article className={classes} aria-labelledby={nameId}>
      <ProviderPhoto view={view} />
      <div className={CLASSES.main}>
        <h3 className={CLASSES.name} id={nameId}>
          {profileInNewTab ? (
            <NewTabLink href={profileHref}>{view.name}</NewTabLink>
          ) : (
            <a href={profileHref}>{view.name}</a>
          )}
        </h3>
        {view.place && <p className={CLASSES.place}>{view.place}</p>}
        <ProviderMarks marks={view.marks} />
        <ProviderLanguages view={view} />
        {view.excerpt && <p className={CLASSES.excerpt}>{view.excerpt}</p>}
        {children}
      </div>
      {aside !== undefined && <div className={CLASSES.heart}>{aside}</div>}
    </article>
  );
}
