import { html, type SafeHtml } from '@server/html/html';
import { projectPage, type ProjectPageOptions } from './project-layout';

export interface TitledProjectPageOptions extends Omit<ProjectPageOptions, 'main'> {
  /** The paragraph under the title that says what the page is for. */
  lead?: string;
  /** What follows the title and its lead. */
  body: SafeHtml;
}

/** A page of the project site's own text: its title as the page's heading, its lead, then its content. */
export function titledProjectPage({ lead, body, ...options }: TitledProjectPageOptions): string {
  return projectPage({
    ...options,
    main: html`<div class="project-page">
      <h1>${options.title}</h1>
      ${lead === undefined ? null : html`<p class="project-page__lead">${lead}</p>`} ${body}
    </div>`,
  });
}
