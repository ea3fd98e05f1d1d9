import type { FastifyInstance } from 'fastify';
import { html } from '../html/html';
import { renderDocument } from '../pages/layout';

export const DEMO_ECHO_PATH = '/demo/echo';

/** The page listing the fields a form sent, in their order, a repeated name once per value. */
export function demoEchoPage(fields: readonly (readonly [string, string])[]): string {
  return renderDocument({
    title: 'Form echo (development)',
    lang: 'en',
    body: html`<main id="main">
      <h1>What the form sent</h1>
      ${
        fields.length === 0
          ? html`<p>The form sent no field.</p>`
          : html`<table class="demo-echo">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                ${fields.map(
                  ([name, value]) =>
                    html`<tr>
                      <td><code>${name}</code></td>
                      <td><code>${value}</code></td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
      <p><a href="/demo-pages/">All demo pages</a></p>
    </main>`,
  });
}

/**
 * `POST /demo/echo`: the demo pages' forms post here to show what a legacy form submits. A plugin of its own,
 * so that only this route accepts `application/x-www-form-urlencoded` (parsed with `URLSearchParams`, which
 * keeps the order and the repeated names); the API keeps accepting JSON only. Development only.
 */
export async function demoEchoRoute(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, [...new URLSearchParams(String(body))]),
  );
  app.post(DEMO_ECHO_PATH, async (request, reply) => {
    const fields = Array.isArray(request.body) ? (request.body as [string, string][]) : [];
    return reply.type('text/html; charset=utf-8').send(demoEchoPage(fields));
  });
}
