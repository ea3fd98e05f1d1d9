import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shared/api/client/errors';
import type { Language } from '@shared/i18n';
import { VisitorSignIn } from '@shared/features/sign-in-prompt/visitor-sign-in';
import { useProject } from '@shared/queries/projects';
import { useHasSession } from '@shared/session/use-has-session';
import { toCountryCode, type CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { LoadingState, QueryState } from '@shared/ui/query-state';
import { CloseProject } from './close-project';
import { eventDateText } from '@shared/features/upcoming-projects/upcoming-projects';
import { MORE_PLANNERS_TITLE_ID, MorePlanners } from './more-planners';
import { ProjectDetails } from './project-details';
import { RequestList } from './request-list';
import { useProjectReferences } from './use-project-references';
import '../project-site-theme.css';
import './project-view.css';

const ProjectEditForm = lazy(() => import('./project-edit-form-view'));

export interface ProjectViewProps {
  projectId: number;
  country: CountryCode;
  language: Language;
  /** The country site's origin: the planners' profiles are there, not on the project site. */
  profileOrigin?: string;
}

/** The site's not-found text, where the project should be: a missing project and another couple's alike. */
function ProjectNotFound() {
  const { t } = useTranslation();
  return (
    <div className="state">
      <h1 className="state__title">{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <p>
        <a href="/">{t('projectView.backHome')}</a>
      </p>
    </div>
  );
}

/**
 * `/projects/{id}`: one of the couple's projects (docs/product/projects-and-requests.md): its details,
 * changed in place while it is open; each planner contacted with the request's status and dates; more
 * planners to contact; and closing it. A visitor is asked to sign in first.
 */
export function ProjectView({ projectId, country, language, profileOrigin }: ProjectViewProps) {
  const { t } = useTranslation();
  const signedIn = useHasSession();
  const project = useProject(projectId, { signedIn, language });
  const references = useProjectReferences(language);
  const [editing, setEditing] = useState(false);
  const [news, setNews] = useState<string | null>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  // The button that opens the form goes away with it: the focus goes to the form's section, and back to the
  // button once the form is done.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) detailsHeading.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (!signedIn) {
    return (
      <VisitorSignIn
        title={<h1>{t('projectView.signInTitle')}</h1>}
        loading={t('projectView.loading')}
        country={country}
        language={language}
        heading={t('projectView.signInHeading')}
        inscriptionIntro={t('projectView.inscriptionIntro')}
      />
    );
  }
  if (project.error instanceof ApiError && project.error.status === 404) return <ProjectNotFound />;
  // Once the first page is there it stays shown: a later page of requests that fails says so under them.
  const [first] = project.data?.pages ?? [];
  if (first === undefined) {
    return (
      <QueryState
        query={project}
        loading={t('projectView.loading')}
        loadFailed={t('projectView.loadFailed')}
      />
    );
  }

  const shown = first.project;
  const open = shown.status === 'open';
  return (
    <article className="pp-project-view" aria-labelledby="pp-project-view-title">
      <header className="pp-project-view__header">
        <h1 id="pp-project-view-title">
          {t('projectView.title', {
            type: references.eventTypeName(shown.eventType),
            date: eventDateText(shown.eventDate, language),
          })}
        </h1>
        {!open && (
          <p className="notice">
            {t('projectView.closedNotice', {
              date: shown.closedAt ? eventDateText(shown.closedAt.slice(0, 10), language) : '',
            })}
          </p>
        )}
      </header>
      <LiveRegion politeness="polite" className="pp-project-view__news">
        {news && <p className="notice notice--success">{news}</p>}
      </LiveRegion>

      <section className="pp-project-site__section" aria-labelledby="pp-project-details-title">
        <h2 id="pp-project-details-title" ref={detailsHeading} tabIndex={-1}>
          {t('projectView.details.title')}
        </h2>
        {editing ? (
          <Suspense fallback={<LoadingState announced={false}>{t('projectView.loading')}</LoadingState>}>
            <ProjectEditForm
              project={shown}
              references={references}
              country={toCountryCode(shown.country) ?? country}
              language={language}
              onDone={(saved) => {
                setEditing(false);
                if (saved) setNews(t('projectView.edit.saved'));
              }}
            />
          </Suspense>
        ) : (
          <>
            <ProjectDetails project={shown} references={references} language={language} />
            {open && (
              <Button
                ref={editButton}
                variant="secondary"
                onClick={() => {
                  setNews(null);
                  setEditing(true);
                }}
              >
                {t('projectView.edit.open')}
              </Button>
            )}
          </>
        )}
      </section>

      <RequestList
        pages={project}
        language={language}
        profileOrigin={profileOrigin}
        othersHref={open ? `#${MORE_PLANNERS_TITLE_ID}` : undefined}
      />
      {open && (
        <MorePlanners
          projectId={shown.id}
          language={language}
          onSent={setNews}
          profileOrigin={profileOrigin}
        />
      )}
      {open && <CloseProject projectId={shown.id} language={language} onClosed={setNews} />}
    </article>
  );
}
