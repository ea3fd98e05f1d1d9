import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderCard as Provider } from '@shared/api/contract/providers';
import { SafeHtml } from '@shared/ui/safe-html';
import type { SendState } from '../flow/contact-state';
import { sendMessage } from '../flow/flow-messages';
import { FlowMessageList } from './flow-message-list';
import { LanguageBadge } from './language-badge';
import { NewTabLink } from './new-tab-link';
import { sizedImageUrl } from './sized-image-url';

/** The photo's CSS size; asked at twice that for sharp screens. */
const PHOTO_SIZE = 72;

interface ProviderCardProps {
  provider: Provider;
  send: SendState | undefined;
  onContact: () => void;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A suggested provider, with its own contact button and its own request state. */
export function ProviderCard({ provider, send, onContact }: ProviderCardProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const tooltipId = `${baseId}-tooltip`;
  const message = sendMessage(send);
  const unavailable =
    send?.status === 'sending' || send?.status === 'sent' || send?.status === 'already-sent';
  const place = [provider.city, provider.cp && `(${provider.cp})`].filter(Boolean).join(' ');
  return (
    <li className="pp-contact-widget__card">
      <article className="pp-contact-widget__card-body" aria-labelledby={nameId}>
        <div className="pp-contact-widget__card-head">
          {provider.profileImage ? (
            <img
              className="pp-contact-widget__photo"
              src={sizedImageUrl(provider.profileImage, PHOTO_SIZE * 2, document.baseURI)}
              width={PHOTO_SIZE}
              height={PHOTO_SIZE}
              alt={t('contactWidget.suggestions.photoAlt', { name: provider.name })}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="pp-contact-widget__photo pp-contact-widget__photo--initials" aria-hidden="true">
              {initialsOf(provider.name)}
            </span>
          )}
          <div className="pp-contact-widget__card-title">
            <h3 className="pp-contact-widget__card-name" id={nameId}>
              <NewTabLink href={provider.profileUrl}>{provider.name}</NewTabLink>
            </h3>
            {place && <p className="pp-contact-widget__card-place">{place}</p>}
          </div>
        </div>
        {(provider.isPremium || provider.hasLoggedInTheLastDays) && (
          <ul className="pp-contact-widget__badges">
            {provider.isPremium && (
              <li className="pp-contact-widget__badge pp-contact-widget__badge--premium">
                {t('contactWidget.suggestions.premium')}
              </li>
            )}
            {provider.hasLoggedInTheLastDays && (
              <li className="pp-contact-widget__badge pp-contact-widget__badge--active">
                {/* Focusable so that keyboard users can show the tooltip; screen readers get it as its description. */}
                <span tabIndex={0} className="pp-contact-widget__tooltip-anchor" aria-describedby={tooltipId}>
                  {t('contactWidget.suggestions.recentlyActive')}
                </span>
                <span role="tooltip" id={tooltipId} className="pp-contact-widget__tooltip">
                  {t('contactWidget.suggestions.recentlyActiveTooltip')}
                </span>
              </li>
            )}
          </ul>
        )}
        {provider.langues.length > 0 && (
          <ul className="pp-contact-widget__languages" aria-label={t('contactWidget.suggestions.languages')}>
            {provider.langues.map((language) => (
              <li key={language.iso}>
                <LanguageBadge language={language} />
              </li>
            ))}
          </ul>
        )}
        {provider.portrait.trim() !== '' && (
          <SafeHtml html={provider.portrait} className="pp-contact-widget__portrait" />
        )}
        <button
          type="button"
          className="pp-contact-widget__button pp-contact-widget__button--primary"
          aria-label={t('contactWidget.suggestions.contactName', { name: provider.name })}
          aria-disabled={unavailable || undefined}
          onClick={() => {
            if (!unavailable) onContact();
          }}
        >
          {send?.status === 'sending'
            ? t('contactWidget.suggestions.contacting')
            : t('contactWidget.suggestions.contact')}
        </button>
        <FlowMessageList messages={message ? [message] : []} className="pp-contact-widget__card-messages" />
      </article>
    </li>
  );
}
