import { startLoader, type ElementRegistry } from './loader/start-loader';

/**
 * The loader, the one script a page includes. Each element's code (and its share of the React runtime) is
 * fetched only when the page has an element of that tag.
 */
const elements: ElementRegistry = {
  'pp-burger-menu': () => import('./burger-menu/element'),
  'pp-carousel': () => import('./carousel/element'),
  'pp-contact-widget': () => import('./contact-widget/element'),
  'pp-date-picker': () => import('./date-picker/element'),
  'pp-phone-mask': () => import('./phone-mask/element'),
  'pp-rich-text': () => import('./rich-text/element'),
  'pp-sms-outbox': () => import('./sms-outbox/element'),
  'pp-tracking-ping': () => import('./tracking-ping/element'),
  'pp-video-facade': () => import('./video-facade/element'),
};

startLoader(elements);
