import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderCard as Provider } from '@shared/api/contract/providers';
import { Button } from '@shared/ui/button';
import {
  PROVIDER_CARD_CLASSES as CARD,
  ProviderLanguages,
  ProviderMarks,
  ProviderPhoto,
  useProviderCardView,
} from '@shared/ui/provider-card';
import { SafeHtml } from '@shared/ui/safe-html';
import { canSendTo, type SendState } from '../flow/contact-state';
import { sendMessage } from '../flow/flow-messages';
import { FlowMessageList } from './flow-message-list';
import { NewTabLink } from '@shared/ui/new-tab-link';

/** The photo's CSS size; the image route is asked for twice that, for sharp screens. */
const PHOTO_SIZE = 72;

interface ProviderCardProps {
  provider: Provider;
  send: SendState | undefined;
  onContact: () => void;
}

/** A suggested provider, with its own contact button and its own request state. */
export function ProviderCard({ provider, send, onContact }: ProviderCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const view = useProviderCardView(provider, { photoSize: PHOTO_SIZE });
  const message = sendMessage(send);
  const unavailable = !canSendTo(send);
  return (
    <li className="pp-contact-widget__card">
      <article className={`${CARD.card} pp-contact-widget__card-body`} aria-labelledby={nameId}>
        <div className="pp-contact-widget__card-head">
          <ProviderPhoto view={view} alt={t('contactWidget.suggestions.photoAlt', { name: view.name })} />
          <div className={CARD.main}>
            <h3 className={CARD.name} id={nameId}>
              <NewTabLink href={view.profileUrl}>{view.name}</NewTabLink>
            </h3>
            {view.place && <p className={CARD.place}>{view.place}</p>}
          </div>
        </div>
        <ProviderMarks marks={view.marks} />
        <ProviderLanguages view={view} />
        {provider.portrait.trim() !== '' && (
          <SafeHtml html={provider.portrait} className="pp-contact-widget__portrait" />
        )}
        <Button
          aria-label={t('contactWidget.suggestions.contactName', { name: view.name })}
          aria-disabled={unavailable || undefined}
          onClick={() => {
            if (!unavailable) onContact();
          }}
        >
          {send?.status === 'sending'
            ? t('contactWidget.suggestions.contacting')
            : t('contactWidget.suggestions.contact')}
        </Button>
        <FlowMessageList messages={message ? [message] : []} className="pp-contact-widget__card-messages" />
      </article>
    </li>
  );
}
