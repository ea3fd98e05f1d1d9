export {
  LoadFailedState,
  LoadingState,
  QueryState,
  type LoadFailedStateProps,
  type LoadingStateProps,
  type QueryStateProps,
} from './query-state';
export { MorePages, type MorePagesProps } from './more-pages';
