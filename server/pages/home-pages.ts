import type { siteUrls } from '../hosts';
import { html } from './html';
import { renderDocument } from './layout';

type SiteUrls = ReturnType<typeof siteUrls>;

function siteFooter(urls: SiteUrls) {
  return html`<footer class="site-footer">
    <nav aria-label="Sites">
      <ul>
        ${urls.countries.map(({ country, url }) => html`<li><a href="${url}/">${country}</a></li>`)}
        <li><a href="${urls.project}/">Projet</a></li>
        <li><a href="${urls.backOffice}/">Espace prestataire</a></li>
        <li><a href="/demo-pages/">Demo pages</a></li>
      </ul>
    </nav>
  </footer>`;
}

export function publicHome(country: string, urls: SiteUrls): string {
  return renderDocument({
    title: 'Trouvez votre wedding planner',
    lang: 'fr',
    description: 'Plus de 500 wedding planners, une réponse en moins de 24 heures.',
    body: html`<header class="site-header"><a class="site-brand" href="/">Wedding planners</a></header>
      <main id="main" data-country="${country}">
        <h1>Trouvez votre wedding planner</h1>
        <ul class="claims">
          <li>Plus de 500 prestataires</li>
          <li>Une réponse en moins de 24 heures</li>
          <li>Contacter plusieurs prestataires multiplie vos réponses par 6</li>
          <li>Notre algorithme sélectionne 3 profils pour vous</li>
        </ul>
      </main>
      ${siteFooter(urls)}`,
  });
}

export function projectHome(urls: SiteUrls): string {
  return renderDocument({
    title: 'Mon projet de mariage',
    lang: 'fr',
    body: html`<header class="site-header"><a class="site-brand" href="/">Mon projet de mariage</a></header>
      <main id="main"><h1>Mon projet de mariage</h1></main>
      ${siteFooter(urls)}`,
  });
}

export function backOfficeHome(urls: SiteUrls): string {
  return renderDocument({
    title: 'Espace prestataire',
    lang: 'fr',
    body: html`<header class="site-header"><a class="site-brand" href="/">Espace prestataire</a></header>
      <main id="main"><h1>Espace prestataire</h1></main>
      ${siteFooter(urls)}`,
  });
}

export function smsOutboxPage(): string {
  return renderDocument({
    title: 'SMS outbox (development)',
    lang: 'en',
    body: html`<main id="main">
      <h1>SMS outbox</h1>
      <p>
        Codes sent by the development SMS transport. Never enabled in production unless DEV_OUTBOX=enabled.
      </p>
      <pp-sms-outbox data-refresh-seconds="3" data-load-on="load"></pp-sms-outbox>
    </main>`,
  });
}
