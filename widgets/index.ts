import { startLoader, type ElementRegistry } from './loader/start-loader';

/**
 * The loader, the one script a page includes. Each element's code (and its share of the React runtime) is
 * fetched only when the page has an element of that tag.
 */
const elements: ElementRegistry = {
  'pp-burger-menu': () => import('./burger-menu/element'),
  'pp-contact-widget': () => import('./contact-widget/element'),
  'pp-sms-outbox': () => import('./sms-outbox/element'),
  'pp-tracking-ping': () => import('./tracking-ping/element'),
};

startLoader(elements);
