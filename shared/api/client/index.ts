export {
  apiClient,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type ClientSession,
  type Fetch,
} from './api-client';
export { type UploadProgress } from './send-multipart';
export { browserSession } from './browser-session';
export { describeError, serverMessage, type Translate } from './describe-error';
export { callOrReport, type CallOrReportOptions } from './call-or-report';
export { ApiError, ContractMismatchError, NetworkError, SessionExpiredError } from './errors';
