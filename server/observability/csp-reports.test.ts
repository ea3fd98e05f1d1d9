import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { CSP_REPORT_MAX_BYTES, CSP_REPORTS_PATH, CSP_REPORTS_PER_MINUTE } from './csp-reports';
import { METRICS_PATH } from './metrics-route';

const TOKEN = 'a-metrics-token-of-forty-characters-long';

/** What Chromium sends to `report-uri` for a script injected into a page reached by a signed link. */
const cspReport = (directive = 'script-src-elem') => ({
  'csp-report': {
    'document-uri': 'https://projet.example.fr/review?token=secret-review-token',
    referrer: '',
    'violated-directive': directive,
    'effective-directive': directive,
    'original-policy': "default-src 'self'; report-uri /csp-reports",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/steal.js?cookie=pp_token',
    'line-number': 12,
    'source-file': 'https://projet.example.fr/review?token=secret-review-token',
    'status-code': 200,
  },
});

/** What the Reporting API sends to `report-to`: a batch, here with a report of another type beside. */
const reportingBatch = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://mariage.example.fr/wedding-planner/atelier?utm=x',
    user_agent: 'Chrome',
    body: {
      documentURL: 'https://mariage.example.fr/wedding-planner/atelier?utm=x',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-attr',
      disposition: 'enforce',
      lineNumber: 3,
    },
  },
  { type: 'deprecation', age: 1, url: 'https://mariage.example.fr/', body: { id: 'x' } },
];

let t: TestApp;
let lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await startTestApp({ env: { METRICS_TOKEN: TOKEN }, logger: { level: 'warn', stream } });
});
afterAll(() => t.close());

let client = 0;
const report = (payload: string, contentType: string, remoteAddress = `198.51.100.${++client}`) =>
  t.app.inject({
    method: 'POST',
    url: CSP_REPORTS_PATH,
    headers: { host: 'projet.localhost:3000', 'content-type': contentType },
    payload,
    remoteAddress,
  });

const violationsCounted = async (directive: string) => {
  const metrics = await t.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
  const line = metrics.body
    .split('\n')
    .find((each) => each.startsWith(`csp_violations_total{directive="${directive}"}`));
  return line ? Number(line.split(' ')[1]) : 0;
};

describe('CSP violation reports', () => {
  it('are asked for by every page: report-uri, and report-to with its Reporting-Endpoints', async () => {
    for (const host of ['localhost:3000', 'projet.localhost:3000', 'pro.localhost:3000']) {
      const page = await t.app.inject({ url: '/', headers: { host } });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain(`report-uri ${CSP_REPORTS_PATH}`);
      expect(policy).toContain('report-to csp');
      expect(page.headers['reporting-endpoints']).toBe(`csp="${CSP_REPORTS_PATH}"`);
    }
  });

  it('are counted by directive and logged without any URL’s query, in either format', async () => {
    lines = [];
    const before = await violationsCounted('script-src-elem');
    const answer = await report(JSON.stringify(cspReport()), 'application/csp-report');
    expect(answer.statusCode).toBe(204);
    expect(await violationsCounted('script-src-elem')).toBe(before + 1);
    const batch = await report(JSON.stringify(reportingBatch), 'application/reports+json');
    expect(batch.statusCode).toBe(204);
    expect(await violationsCounted('style-src-attr')).toBe(1);

    const logged = lines.map((line) => JSON.parse(line) as { cspViolation?: Record<string, unknown> });
    expect(logged.map((line) => line.cspViolation).filter(Boolean)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/steal.js',
        document: 'https://projet.example.fr/review',
        source: 'https://projet.example.fr/review',
        line: 12,
      },
      {
        directive: 'style-src-attr',
        blocked: 'inline',
        document: 'https://mariage.example.fr/wedding-planner/atelier',
        line: 3,
      },
    ]);
    expect(lines.join('')).not.toContain('secret-review-token');
  });

  it('count a directive no policy has under "other", so forged reports add no label', async () => {
    expect(
      (await report(JSON.stringify(cspReport('made-up-directive')), 'application/csp-report')).statusCode,
    ).toBe(204);
    expect(await violationsCounted('other')).toBe(1);
    expect(await violationsCounted('made-up-directive')).toBe(0);
  });

  it('refuse a report too large (413), of another type (415), or unreadable (400)', async () => {
    const padded = { ...cspReport(), padding: 'x'.repeat(CSP_REPORT_MAX_BYTES) };
    expect((await report(JSON.stringify(padded), 'application/csp-report')).statusCode).toBe(413);
    expect((await report(JSON.stringify(cspReport()), 'application/xml')).statusCode).toBe(415);
    expect((await report('{"csp-report":', 'application/csp-report')).statusCode).toBe(400);
    expect((await report(JSON.stringify({ hello: 'world' }), 'application/csp-report')).statusCode).toBe(400);
  });

  it('are limited per client, each client counted apart', async () => {
    const body = JSON.stringify(cspReport('img-src'));
    for (let sent = 0; sent < CSP_REPORTS_PER_MINUTE; sent++)
      expect((await report(body, 'application/csp-report', '203.0.113.7')).statusCode).toBe(204);
    expect((await report(body, 'application/csp-report', '203.0.113.7')).statusCode).toBe(429);
    expect((await report(body, 'application/csp-report', '203.0.113.8')).statusCode).toBe(204);
    expect(await violationsCounted('img-src')).toBe(CSP_REPORTS_PER_MINUTE + 1);
  });
});
