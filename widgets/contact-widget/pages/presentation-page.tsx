import { useEffect, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventType } from '@shared/api/contract/reference';
import { loadSanitizer } from '@shared/ui/safe-html';
import type { ContactAction } from '../flow/contact-actions';
import { canSendTo, type ContactState } from '../flow/contact-state';
import { MessageDialog } from '../parts/message-dialog';
import { PageHeading } from '@shared/features/phone-sign-in/pages/page-heading';
import { Button } from '@shared/ui/button';
import { NewProjectLink } from '../parts/new-project-link';
import { ProjectSelector } from '../parts/project-selector';
import { SuggestionsDialog } from '../parts/suggestions-dialog';
import './presentation-page.css';

interface PresentationPageProps {
  state: ContactState;
  dispatch: (action: ContactAction) => void;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  eventTypes: readonly EventType[];
  /** The locale project dates are written in. */
  locale: string;
  /** Where the new-project button leads; null hides it (no base URL). */
  newProjectUrl: string | null;
}

/** Page "presentation": pick an upcoming project and send it to the provider; then other providers. */
export function PresentationPage({
  state,
  dispatch,
  headingId,
  headingRef,
  eventTypes,
  locale,
  newProjectUrl,
}: PresentationPageProps) {
  const { t } = useTranslation();
  const { presentation, providerId } = state;
  const { projects, projectsLoading, projectsFailure, selectedProjectId } = presentation;
  const send = presentation.sends[providerId];
  const sending = send?.status === 'sending';

  // The suggested providers' portraits need the sanitiser: fetch it while the visitor picks a project.
  useEffect(() => {
    void loadSanitizer();
  }, []);

  return (
    <div className="pp-contact-widget__page">
      <PageHeading id={headingId} headingRef={headingRef}>
        {t('contactWidget.presentation.heading')}
      </PageHeading>
      {projects === null && projectsLoading && (
        <p className="pp-contact-widget__note">{t('contactWidget.presentation.loadingProjects')}</p>
      )}
      {projects === null && projectsFailure && (
        <Button variant="secondary" onClick={() => dispatch({ type: 'projectsRequested' })}>
          {t('contactWidget.presentation.retry')}
        </Button>
      )}
      {projects?.length === 0 && (
        <p className="pp-contact-widget__empty">{t('contactWidget.presentation.noUpcoming')}</p>
      )}
      {projects && projects.length > 0 && (
        <>
          <p className="pp-contact-widget__intro">{t('contactWidget.presentation.intro')}</p>
          <ProjectSelector
            projects={projects}
            selectedProjectId={selectedProjectId}
            onSelect={(projectId) => dispatch({ type: 'projectSelected', projectId })}
            eventTypes={eventTypes}
            locale={locale}
          />
          <Button
            variant="primary"
            aria-disabled={!canSendTo(send) || selectedProjectId === null || undefined}
            onClick={() => dispatch({ type: 'sendRequested', providerId })}
          >
            {sending ? t('contactWidget.presentation.sending') : t('contactWidget.presentation.send')}
          </Button>
        </>
      )}
      {newProjectUrl && (
        <NewProjectLink
          href={newProjectUrl}
          // With no project to send, starting one is the page's main action.
          variant={projects?.length === 0 ? 'primary' : 'secondary'}
        />
      )}
      <MessageDialog presentation={presentation} dispatch={dispatch} />
      <SuggestionsDialog presentation={presentation} dispatch={dispatch} />
    </div>
  );
}
