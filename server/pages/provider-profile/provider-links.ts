import { translate } from '@server/i18n/translate';
import type { LinkType } from '@server/directory/track-link-click';
import { trackPath } from '../directory/directory-paths';
import { html, type SafeHtml } from '@server/html/html';
import type { PublicSite } from '../seo/public-site';
import type { ProfileExtras } from './profile-extras';

/** Networks are called by their brand's name in every language; the other kinds of link are translated. */
const BRAND_NAMES: Partial<Record<LinkType, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

function linkName(type: LinkType, site: PublicSite): string {
  switch (type) {
    case 'website':
      return translate(site.language, 'directory.linkWebsite');
    case 'phone':
      return translate(site.language, 'directory.linkPhone');
    case 'email':
      return translate(site.language, 'directory.linkEmail');
    default:
      return BRAND_NAMES[type] ?? type;
  }
}

/**
 * The provider's website, networks, phone and e-mail, each through the tracking address that counts the
 * click: `nofollow`, as the address is a redirect that search engines have no reason to follow. Web pages
 * open in a new tab; phone and e-mail links hand over to the device.
 */
export function providerLinks(extras: ProfileExtras, site: PublicSite): SafeHtml {
  if (extras.links.length === 0) return html``;
  return html`<section aria-labelledby="links-title">
    <h2 id="links-title">${translate(site.language, 'directory.linksTitle')}</h2>
    <ul class="provider-links">
      ${extras.links.map(({ type }) => {
        const href = trackPath(extras.slug, type);
        return type === 'phone' || type === 'email'
          ? html`<li>
              <a href="${href}" rel="nofollow" data-link-type="${type}">${linkName(type, site)}</a>
            </li>`
          : html`<li>
              <a href="${href}" rel="nofollow noopener" target="_blank" data-link-type="${type}"
                >${linkName(type, site)}</a
              >
            </li>`;
      })}
    </ul>
  </section>`;
}
