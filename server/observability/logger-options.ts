import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { loggableUrl } from './loggable-url';
import { scrubLogLine } from './log-scrubbing';

type LoggerOption = FastifyServerOptions['logger'];
type LoggerSettings = Exclude<LoggerOption, boolean | undefined>;

/**
 * Paths pino replaces before writing: the headers that carry a session or a secret, should anything log a
 * request's or an answer's headers, and the fields a handler might log whole.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-dev-outbox-secret"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  // A field named so, at the top of a line or one level down (`{ user: { email } }`). Not `code`: an error's
  // `code` (ECONNREFUSED) is what an operator reads first, and no sign-in code is logged as a field.
  ...['password', 'token', 'refresh_token', 'phone', 'email'].flatMap((field) => [field, `*.${field}`]),
];

/** What the logs say of a request: no header, and its URL with the query's values hidden (`loggableUrl`). */
function requestSummary(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The app's logger option made safe to keep (README, "Run it in production"): one JSON object a line, each
 * request's lines carrying its id (`reqId`), no token, code, password, phone number or email (redacted where
 * they are known to be, then scrubbed from every line as written: `scrubLogLine`). `true` is production's
 * logger; settings a test gives (a stream, a level) are kept. `false` stays silent.
 */
export function operatorLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const given: LoggerSettings = logger === true ? {} : logger;
  return {
    level: 'info',
    ...given,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { ...given.serializers, req: requestSummary },
    hooks: { ...given.hooks, streamWrite: scrubLogLine },
  };
}
