import * as reviewsApi from '@shared/api/contract/back-office/reviews';
import { useEndpointMutation, useEndpointPages } from '@shared/api/query';

/**
 * The provider's reviews (the back-office's GET /api/reviews…): the list a page at a time with its average, the
 * reply (written or edited) and the report. Each change refreshes the list's pages, whose answer carries the
 * review as the server now has it.
 */

export function useReviewPages({ language }: { language: string }) {
  return useEndpointPages(reviewsApi.reviews, {}, { language });
}

const CHANGED = [reviewsApi.reviews, reviewsApi.review];

export function useSaveReviewReply({ language }: { language: string }) {
  return useEndpointMutation(reviewsApi.saveReviewReply, { language, invalidates: CHANGED });
}

export function useReportReview({ language }: { language: string }) {
  return useEndpointMutation(reviewsApi.reportReview, { language, invalidates: CHANGED });
}
