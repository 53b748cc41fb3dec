import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are credentials: tokens, access keys, signatures (a signed S3 address's too). */
const SECRET_PARAMETER = /token|access|key|signature|^sig$|secret|password|credential/i;
const REDACTED = '[redacted]';

/** The address with every credential's value replaced, and no fragment: what a log line may keep of it. */
export function redactUrl(url: string): string {
  const [withoutFragment] = url.split('#');
  const at = withoutFragment.indexOf('?');
  if (at < 0) return withoutFragment;
  const pairs = withoutFragment
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as written; it is judged as written.
      }
      return SECRET_PARAMETER.test(decoded) && pair.includes('=') ? `${name}=${REDACTED}` : pair;
    });
  return `${withoutFragment.slice(0, at)}?${pairs.join('&')}`;
}

/**
 * The logger of the server and the worker: addresses logged without the credentials in their queries
 * (as `req` on every request line, and as `url` where code logs one), and credential headers censored
 * wherever a log line carries headers.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
    },
    redact: {
      paths: [
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["x-request-key"]',
        '*.headers["x-csrf-token"]',
        '*.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
  };
}
