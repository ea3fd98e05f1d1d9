import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { perClientPerMinute } from '../http/per-client-limit';

/** Where pages' browsers report what their Content-Security-Policy blocked (`report-uri`, `report-to`). */
export const CSP_REPORTS_PATH = '/csp-reports';
/** The Reporting API's name of that endpoint (the `Reporting-Endpoints` header, the policy's `report-to`). */
export const CSP_REPORT_GROUP = 'csp';

/** A report is a few hundred bytes; a batch of the Reporting API a few of them. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;
/**
 * Reports one client may send a minute: a page blocked over and over sends one per violation, and a script
 * can forge them at will; past it, 429, nothing counted.
 */
export const CSP_REPORTS_PER_MINUTE = 30;

const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/** A bounded text of a report: browsers write URLs and directive names here, an attacker anything. */
const reportText = v.optional(v.pipe(v.string(), v.maxLength(2048)));

/** `report-uri`'s body (CSP level 2), as browsers send it: only what is read here. */
const cspReportBody = v.object({
  'csp-report': v.looseObject({
    'document-uri': reportText,
    'violated-directive': reportText,
    'effective-directive': reportText,
    'blocked-uri': reportText,
    'source-file': reportText,
    'line-number': v.optional(v.number()),
  }),
});

/** The Reporting API's batch (`report-to`): its CSP reports are read, any other type is left. */
const reportingBatch = v.pipe(
  v.array(
    v.looseObject({
      type: v.string(),
      body: v.optional(
        v.looseObject({
          documentURL: reportText,
          effectiveDirective: reportText,
          blockedURL: reportText,
          sourceFile: reportText,
          lineNumber: v.optional(v.number()),
        }),
      ),
    }),
  ),
  v.maxLength(20),
);

/** One violation as the log and the metrics keep it. */
interface Violation {
  directive: string;
  blocked: string;
  document: string;
  source: string | undefined;
  line: number | undefined;
}

/**
 * The directives a policy can name: a report's directive is counted under its name when it is one of them,
 * under `other` otherwise, so that forged reports cannot grow the metrics' labels.
 */
const DIRECTIVES: ReadonlySet<string> = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'frame-ancestors',
  'form-action',
  'base-uri',
  'trusted-types',
  'require-trusted-types-for',
]);

function directiveOf(text: string | undefined): string {
  const name = text?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return DIRECTIVES.has(name) ? name : 'other';
}

/**
 * A reported URL as the log keeps it: its origin and path, never its query or fragment (a page's address
 * may carry a signed link's token), or the keyword a browser puts in its place (`inline`, `eval`, `data`).
 */
function loggableReportUrl(text: string | undefined): string {
  if (!text) return '';
  if (/^[a-z-]{1,16}$/.test(text)) return text;
  try {
    const url = new URL(text);
    return `${url.origin}${url.pathname}`.slice(0, 256);
  } catch {
    return 'unreadable';
  }
}

function violationsOf(body: unknown): Violation[] | null {
  const single = v.safeParse(cspReportBody, body);
  if (single.success) {
    const report = single.output['csp-report'];
    return [
      {
        directive: directiveOf(report['effective-directive'] ?? report['violated-directive']),
        blocked: loggableReportUrl(report['blocked-uri']),
        document: loggableReportUrl(report['document-uri']),
        source: report['source-file'] && loggableReportUrl(report['source-file']),
        line: report['line-number'],
      },
    ];
  }
  const batch = v.safeParse(reportingBatch, body);
  if (!batch.success) return null;
  return batch.output.flatMap(({ type, body: report }) =>
    type === 'csp-violation' && report
      ? [
          {
            directive: directiveOf(report.effectiveDirective),
            blocked: loggableReportUrl(report.blockedURL),
            document: loggableReportUrl(report.documentURL),
            source: report.sourceFile && loggableReportUrl(report.sourceFile),
            line: report.lineNumber,
          },
        ]
      : [],
  );
}

/**
 * The endpoint pages' policies report to (server/http/security-headers.ts), on every host: each report of
 * the two formats browsers send is counted by directive (`csp_violations_total`) and logged as a warning
 * without any URL's query. Bounded in size (413) and per client (429); 204 for what it read, 400 for what it
 * could not. Registered after the rate limiter, which must see the route declared.
 */
export async function cspReportRoutes(app: FastifyInstance): Promise<void> {
  // Fastify's own JSON parser, with its guard against prototype poisoning (a 400, as for unreadable JSON).
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.post(
    CSP_REPORTS_PATH,
    { bodyLimit: CSP_REPORT_MAX_BYTES, ...perClientPerMinute(CSP_REPORTS_PER_MINUTE) },
    async (request, reply) => {
      const violations = violationsOf(request.body);
      if (!violations)
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'not a CSP report' });
      for (const violation of violations) {
        app.meters.cspViolation(violation.directive);
        request.log.warn({ cspViolation: violation }, 'a page’s Content-Security-Policy blocked something');
      }
      return reply.code(204).send();
    },
  );
}
