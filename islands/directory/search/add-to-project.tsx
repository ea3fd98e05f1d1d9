import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client/describe-error';
import { projectTitle, upcomingProjects } from '@shared/features/upcoming-projects/upcoming-projects';
import type { Language } from '@shared/i18n';
import { useChoosePlanners } from '@shared/queries/planners';
import { useProjects } from '@shared/queries/projects';
import { useHasSession } from '@shared/session/use-has-session';
import { Button } from '@shared/ui/button';
import { buttonClassName } from '@shared/ui/button/button-class';
import { LiveRegion } from '@shared/ui/live-region';
import { SelectField } from '@shared/ui/text-field';
import { calendarToday } from '@shared/validation';
import { WIZARD_PATH } from '@shared/features/project-wizard/wizard-url';
import { addOutcome } from './add-outcome';
import './add-to-project.css';

/** The project site's addresses this control leads to. */
const REGISTER_PATH = '/register';
const projectPath = (id: number) => `/projects/${id}`;

export interface AddToProjectProps {
  planner: { id: number; name: string };
  language: Language;
}

function ProjectChoice({ planner, language }: AddToProjectProps) {
  const { t } = useTranslation();
  const projects = useProjects({ signedIn: true, language });
  const choose = useChoosePlanners({ language });
  const [chosen, setChosen] = useState('');
  if (projects.isPending) return <p>{t('projectSite.home.loading')}</p>;
  if (projects.isError) return <p className="notice notice--error">{t('projectSite.home.loadFailed')}</p>;
  const upcoming = upcomingProjects(projects.data.projects, calendarToday());
  if (upcoming.length === 0) {
    return (
      <p>
        {t('projectSite.addToProject.noProject')}{' '}
        <a href={WIZARD_PATH}>{t('projectSite.addToProject.createProject')}</a>
      </p>
    );
  }
  const project = Number(chosen || upcoming[0]?.id);
  const outcome = choose.data ? addOutcome(choose.data, planner.id) : null;
  return (
    <form
      className="add-to-project__form"
      onSubmit={(event) => {
        event.preventDefault();
        choose.mutate({ project, prestataires: [planner.id] });
      }}
    >
      <SelectField
        label={t('projectSite.addToProject.project')}
        value={String(project)}
        options={upcoming.map((listed) => ({
          value: String(listed.id),
          label: projectTitle(listed, language),
        }))}
        onValueChange={(value) => {
          setChosen(value);
          choose.reset();
        }}
      />
      <Button type="submit" variant="secondary" disabled={choose.isPending}>
        {choose.isPending ? t('projectSite.addToProject.adding') : t('projectSite.addToProject.add')}
      </Button>
      <LiveRegion politeness="polite" className="add-to-project__outcome">
        {outcome === 'sent' && (
          <p className="notice notice--success">
            {t('projectSite.addToProject.sent', { name: planner.name })}
          </p>
        )}
        {outcome === 'alreadySent' && <p className="notice">{t('errors.alreadyContacted')}</p>}
        {outcome === 'noMessage' && (
          <p className="notice">
            {t('projectSite.addToProject.noMessage')}{' '}
            <a href={projectPath(project)}>{t('projectSite.addToProject.openProject')}</a>
          </p>
        )}
        {(outcome === 'refused' || choose.isError) && (
          <p className="notice notice--error">
            {t('errors.sendRequest', { detail: choose.isError ? describeError(choose.error, t) : '' })}
          </p>
        )}
      </LiveRegion>
    </form>
  );
}

/**
 * A search result's "add to a project" on the project site: the signed-in couple picks one of their open
 * upcoming projects and the planner is sent that project with its own message
 * (POST /api/choose-prestataires); a visitor is asked to sign in first. Folded under its toggle until
 * wanted, so a page of twenty cards stays short.
 */
export default function AddToProject({ planner, language }: AddToProjectProps) {
  const { t } = useTranslation();
  const signedIn = useHasSession();
  const [open, setOpen] = useState(false);
  return (
    <details className="add-to-project" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={buttonClassName('secondary', 'add-to-project__toggle')}>
        {t('projectSite.addToProject.open', { name: planner.name })}
      </summary>
      {open &&
        (signedIn ? (
          <ProjectChoice planner={planner} language={language} />
        ) : (
          <p className="add-to-project__sign-in">
            {t('projectSite.addToProject.signInFirst')}{' '}
            <a href={REGISTER_PATH}>{t('projectSite.addToProject.signInLink')}</a>
          </p>
        ))}
    </details>
  );
}
