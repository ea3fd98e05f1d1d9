import * as v from 'valibot';
import { databaseIdTextSchema } from '@shared/api/contract/primitives';
import { MAX_CHOSEN_PLANNERS } from './wizard-answers';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps';

/** The wizard's address on the project site; each step is a path below it. */
export const WIZARD_PATH = '/projects/new';

/** An address's `prestataire=` that is not a planner's id (`prestataire=abc`): the couple is told it was dropped. */
export const UNREADABLE_PLANNER = 'unreadable';

/** What an address says about the wizard. */
export interface WizardAddress {
  /** The step it names; null: the wizard without a step (where the couple left off, else the first). */
  step: WizardStep | null;
  /** The planner the couple came from (`prestataire={id}`), to choose first; null when none. */
  prestataire: number | typeof UNREADABLE_PLANNER | null;
}

/** The address of a step: `/projects/new/extras`. */
export function wizardPath(step: WizardStep): string {
  return `${WIZARD_PATH}/${step}`;
}

/**
 * Where the contact widget's new-project link (`/?project=new&prestataire={id}`) leads: the wizard, with the
 * planner still named, so that the wizard chooses it.
 */
export function wizardStartPath(prestataire: WizardAddress['prestataire']): string {
  return prestataire === null ? WIZARD_PATH : `${WIZARD_PATH}?prestataire=${prestataire}`;
}

function prestataireOf(query: URLSearchParams): WizardAddress['prestataire'] {
  const named = query.get('prestataire');
  if (named === null || named === '') return null;
  const result = v.safeParse(databaseIdTextSchema, named);
  return result.success ? result.output : UNREADABLE_PLANNER;
}

function isStep(slug: string): slug is WizardStep {
  return (WIZARD_STEPS as readonly string[]).includes(slug);
}

/**
 * The wizard an address opens, or null for any other address: `/projects/new` and `/projects/new/<step>`
 * (a trailing slash allowed), and the site's root with `project=new`, as the contact widget links to it.
 */
export function readWizardAddress(pathname: string, search: string): WizardAddress | null {
  const query = new URLSearchParams(search);
  if (pathname === '/') {
    return query.get('project') === 'new' ? { step: null, prestataire: prestataireOf(query) } : null;
  }
  const path = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (path === WIZARD_PATH) return { step: null, prestataire: prestataireOf(query) };
  if (!path.startsWith(`${WIZARD_PATH}/`)) return null;
  const slug = path.slice(WIZARD_PATH.length + 1);
  return isStep(slug) ? { step: slug, prestataire: prestataireOf(query) } : null;
}

/** A sent project's own page, the address the wizard leads to after its send; `:id` the project's. */
export const SENT_PATH = '/projects/:id/sent';

/**
 * The page of a project just sent (`/projects/12/sent?already=14,15`): the planners it reached are the project's
 * requests; those it did not reach because they were contacted already, by it or by another project of the
 * couple, are only known at the send, so the address keeps them (`already`).
 */
export function sentPath(project: number, alreadySent: readonly number[]): string {
  const path = SENT_PATH.replace(':id', String(project));
  return alreadySent.length === 0 ? path : `${path}?already=${alreadySent.join(',')}`;
}

/**
 * The planners a sent page's address says were contacted already (`already=14,15`): the readable ids, once
 * each, no more than a send chooses.
 */
export function readAlreadySent(search: string): number[] {
  const named = new URLSearchParams(search).get('already') ?? '';
  const ids = named.split(',').flatMap((text) => {
    const result = v.safeParse(databaseIdTextSchema, text);
    return result.success ? [result.output] : [];
  });
  return [...new Set(ids)].slice(0, MAX_CHOSEN_PLANNERS);
}
