export { SafeHtml, loadSanitizer } from './safe-html';
