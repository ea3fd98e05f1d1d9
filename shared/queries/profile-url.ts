import * as profileUrlApi from '@shared/api/contract/back-office/profile-url';
import { useEndpointQuery } from '@shared/api/query';

/**
 * Where the signed-in provider's public profile is (GET /api/profile-url of the back-office): its address
 * changes with its company's country only, so a page asks once.
 */
export function useProfileUrl() {
  return useEndpointQuery(profileUrlApi.profileUrl, {}, { staleTime: Infinity });
}
