import type { Endpoint, RequestOf, ResponseOf } from '../endpoint';
import type { ApiClient } from './api-client';
import { SessionExpiredError } from './errors';

export interface CallOrReportOptions {
  /** Aborted when the flow that made the call went away. */
  signal: AbortSignal;
  language: string;
  /** What the flow shows when the call failed. */
  onFailure: (cause: unknown) => void;
}

/**
 * A call made by a flow (the contact widget's, the phone sign-in's): resolves with the answer, or with undefined
 * after telling `onFailure`. A flow that went away, or a session that expired, is nobody's failure to show: the
 * session listeners have already moved the page.
 */
export async function callOrReport<E extends Endpoint>(
  api: Pick<ApiClient, 'call'>,
  endpoint: E,
  input: RequestOf<E>,
  { signal, language, onFailure }: CallOrReportOptions,
): Promise<ResponseOf<E> | undefined> {
  try {
    return await api.call(endpoint, input, { signal, language });
  } catch (cause) {
    if (!signal.aborted && !(cause instanceof SessionExpiredError)) onFailure(cause);
    return undefined;
  }
}
