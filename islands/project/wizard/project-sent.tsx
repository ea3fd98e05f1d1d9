import { useTranslation } from 'react-i18next';
import { ApiError } from '@shared/api/client/errors';
import type { ProviderCard } from '@shared/api/contract/providers';
import { VisitorSignIn } from '@shared/features/sign-in-prompt/visitor-sign-in';
import type { Language } from '@shared/i18n';
import { usePlanner } from '@shared/queries/planners';
import { useProject } from '@shared/queries/projects';
import { useHasSession } from '@shared/session/use-has-session';
import type { CountryCode } from '@shared/sites';
import { buttonClassName } from '@shared/ui/button';
import { ProviderCardArticle } from '@shared/ui/provider-card';
import { QueryState } from '@shared/ui/query-state';
import { WIZARD_PATH } from '@shared/features/project-wizard/wizard-url';

export interface ProjectSentProps {
  projectId: number;
  language: Language;
  country: CountryCode;
  /** The planners the send found contacted already. */
  alreadySent: readonly number[];
  /** The country site's origin: the planners' profiles are there, not on the project site. */
  profileOrigin?: string;
}

type PlannerCard = Omit<ProviderCard, 'portrait'>;

/** A planner contacted already whom the project's requests do not hold (another project of the couple's): its card. */
function PlannerById({
  id,
  language,
  profileOrigin,
}: {
  id: number;
  language: string;
  profileOrigin?: string;
}) {
  const planner = usePlanner(id, { language });
  if (!planner.data) return null;
  return (
    <li>
      <ProviderCardArticle provider={planner.data} profileOrigin={profileOrigin} />
    </li>
  );
}

function PlannerItem({ planner, profileOrigin }: { planner: PlannerCard; profileOrigin?: string }) {
  return (
    <li>
      <ProviderCardArticle provider={planner} profileOrigin={profileOrigin} />
    </li>
  );
}

/**
 * `/projects/{id}/sent`, where the wizard leads after its send (a reload shows it again): the planners the
 * project reached, each name linking to its profile, those it found contacted already, the project's page and
 * another project.
 */
export function ProjectSent({ projectId, language, country, alreadySent, profileOrigin }: ProjectSentProps) {
  const { t } = useTranslation();
  const signedIn = useHasSession();
  const project = useProject(projectId, { signedIn, language });
  const title = <h1>{t('projectWizard.wizard.sentTitle')}</h1>;

  if (!signedIn) {
    return (
      <VisitorSignIn
        title={title}
        loading={t('projectView.loading')}
        country={country}
        language={language}
        heading={t('projectView.signInHeading')}
        inscriptionIntro={t('projectView.inscriptionIntro')}
      />
    );
  }
  const [first] = project.data?.pages ?? [];
  if (first === undefined) {
    if (project.error instanceof ApiError && project.error.status === 404) {
      return (
        <div className="state">
          <h1 className="state__title">{t('errors.notFoundTitle')}</h1>
          <p>{t('errors.notFoundText')}</p>
        </div>
      );
    }
    return (
      <>
        {title}
        <QueryState
          query={project}
          loading={t('projectView.loading')}
          loadFailed={t('projectView.loadFailed')}
        />
      </>
    );
  }

  // A send reaches at most ten planners: the first page of requests, newest first, holds them all.
  const contacted = first.requests.filter((request) => !alreadySent.includes(request.prestataire.id));
  const known = new Map(first.requests.map((request) => [request.prestataire.id, request.prestataire]));
  return (
    <section className="pp-project-sent" aria-labelledby="pp-project-sent-title">
      <h1 id="pp-project-sent-title">{t('projectWizard.wizard.sentTitle')}</h1>
      <p>{t('projectWizard.wizard.sentText', { count: contacted.length })}</p>
      {contacted.length > 0 && (
        <section aria-labelledby="pp-project-sent-contacted">
          <h2 id="pp-project-sent-contacted">{t('projectWizard.sent.contacted')}</h2>
          <ul className="pp-card-list">
            {contacted.map((request) => (
              <PlannerItem key={request.id} planner={request.prestataire} profileOrigin={profileOrigin} />
            ))}
          </ul>
        </section>
      )}
      {alreadySent.length > 0 && (
        <section aria-labelledby="pp-project-sent-already">
          <h2 id="pp-project-sent-already">{t('projectWizard.sent.already')}</h2>
          <p>{t('projectWizard.wizard.alreadySentText', { count: alreadySent.length })}</p>
          <ul className="pp-card-list">
            {alreadySent.map((id) => {
              const planner = known.get(id);
              return planner ? (
                <PlannerItem key={id} planner={planner} profileOrigin={profileOrigin} />
              ) : (
                <PlannerById key={id} id={id} language={language} profileOrigin={profileOrigin} />
              );
            })}
          </ul>
        </section>
      )}
      <div className="pp-project-site__actions">
        <a className={buttonClassName('primary')} href={`/projects/${projectId}`}>
          {t('projectWizard.wizard.viewProject')}
        </a>
        <a className={buttonClassName('secondary')} href={WIZARD_PATH}>
          {t('projectWizard.wizard.newProject')}
        </a>
      </div>
    </section>
  );
}
