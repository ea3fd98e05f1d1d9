/**
 * `npx tsx scripts/review-reports.ts`: support's side of the providers' reports of reviews
 * (docs/product/back-office.md#reviews). Without arguments it lists the reports waiting for a decision, each
 * with its review; `decide <review id> kept|removed` decides one: removed takes the review off the profile and
 * its average. The command's frame is support's other decisions' (scripts/support-decisions.ts).
 */
import {
  decideReviewReport,
  pendingReviewReports,
  type ReportDecision,
} from '@server/reviews/review-reports';
import { runSupportDecisions } from './support-decisions';

await runSupportDecisions<ReportDecision>({
  command: 'review-reports.ts',
  decisions: ['kept', 'removed'],
  nothing: 'No report is waiting for a decision.',
  waiting: async (db) =>
    (await pendingReviewReports(db)).map(
      (report) =>
        `#${report.reviewId}  provider ${report.providerId}  ${report.rating}/5  reported ${report.reportedAt.toISOString()}  ${report.reason}${report.note ? `: ${report.note}` : ''}\n    ${report.text}`,
    ),
  decide: async (db, reviewId, decision, now) => {
    const decided = await decideReviewReport(db, { reviewId, decision, now });
    return decided && `Review #${decided.reviewId}: ${decided.status} (${decided.decidedAt.toISOString()}).`;
  },
});
