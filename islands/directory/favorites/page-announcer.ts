import { translate, type Language } from '@shared/i18n';
import { VISUALLY_HIDDEN_CLASS } from '@shared/ui/visually-hidden';
import '@shared/ui/theme/theme.css';
import '../directory-theme.css';
import './page-announcer.css';

interface Regions {
  news: HTMLElement;
  errors: HTMLElement;
  closeErrors: HTMLButtonElement;
}

let regions: Regions | undefined;

/**
 * The live regions of the page's hearts, one pair for all of them (a listing has twenty hearts): news in a
 * polite region read to screen readers only, errors in an assertive one shown as a notice at the bottom of
 * the window, until the next toggle or its close button. Put in the page with the first heart, empty, so
 * that a message put in later is announced.
 */
export function preparePageAnnouncer(language: Language): void {
  if (regions) return;
  const container = document.createElement('div');
  container.className = 'pp-ui-theme pp-directory-island pp-favorites-announcer';
  const news = document.createElement('div');
  news.setAttribute('role', 'status');
  news.className = VISUALLY_HIDDEN_CLASS;
  const errors = document.createElement('div');
  errors.setAttribute('role', 'alert');
  errors.className = 'pp-favorites-announcer__error';
  const closeErrors = document.createElement('button');
  closeErrors.type = 'button';
  closeErrors.className = 'pp-favorites-announcer__close';
  closeErrors.hidden = true;
  closeErrors.textContent = translate(language, 'ui.dialog.close');
  closeErrors.addEventListener('click', () => showError(''));
  container.append(news, errors, closeErrors);
  document.body.append(container);
  regions = { news, errors, closeErrors };
}

function paragraph(text: string): HTMLParagraphElement {
  const element = document.createElement('p');
  element.textContent = text;
  return element;
}

function showError(text: string): void {
  if (!regions) return;
  // A new paragraph each time: the same text said twice is announced twice.
  regions.errors.replaceChildren(...(text === '' ? [] : [paragraph(text)]));
  regions.closeErrors.hidden = text === '';
  regions.errors.parentElement?.toggleAttribute('data-error-shown', text !== '');
}

/** Says `text` politely (news) or at once (an error, also shown). A new message replaces the error shown. */
export function announceOnPage(text: string, tone: 'news' | 'error'): void {
  if (!regions) return;
  if (tone === 'error') {
    showError(text);
    return;
  }
  showError('');
  regions.news.replaceChildren(paragraph(text));
}
