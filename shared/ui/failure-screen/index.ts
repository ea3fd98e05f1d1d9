export { FailureBoundary, FailureScreen, inFailureBoundary } from './failure-screen';
export type { FailureBoundaryProps, FailureScreenProps } from './failure-screen';
