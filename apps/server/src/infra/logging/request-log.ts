import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential: the OpenID Connect callback's `code` and `state`, and
 * any token, password or one-time code a client puts in a URL. Their values never reach a log
 * line (decision 154); the parameter's name stays, so the line still says what was sent.
 */
const SECRET_PARAMETER =
  /^(code|state|token|access_token|id_token|refresh_token|password|secret|otp|sid|session|key|signature)$/i;

export const REDACTED = '[redacted]';

/** The URL with the value of every secret query parameter replaced by [redacted]. */
export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const query = url
    .slice(index + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as sent.
      }
      return equals !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, index)}?${query}`;
}

/** Fastify's request serializer, with the secret query parameters of the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
