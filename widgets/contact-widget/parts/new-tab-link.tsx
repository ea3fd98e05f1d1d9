// The suggested providers' cards still import the link from here; it lives in shared/ui now.
export { NewTabLink } from '@shared/ui/new-tab-link';
