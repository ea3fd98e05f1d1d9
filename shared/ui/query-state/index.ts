export {
  LoadFailedState,
  LoadingState,
  type LoadFailedStateProps,
  type LoadingStateProps,
} from './query-state';
