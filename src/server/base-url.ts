/**
 * The base URL links in answers are built from (`<URL>http://host/platform_api/assets/1</URL>`):
 * the request's `Host`, when it is one (RFC 3986 3.2.2 host and optional port), else the address
 * the request arrived at. An HTTP/1.0 request may send no Host; links were `http:///platform_api…`
 * and `Host: a b` gave `http://a b/…`, neither a URI (review r17 serve L7).
 * @see https://www.rfc-editor.org/rfc/rfc9112#section-3.2
 */

/** A host as RFC 3986 writes it (IP literal in brackets, IPv4 or registered name), with an optional port. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~%!$&'()*+,;=]+)(?::\d{0,5})?$/;

/**
 * Whether a `Host` header value is a host, with an optional port, that a client can follow in a
 * link: RFC 3986's form, and a URL parser's (a port past 65535 or an IPv4 address with an octet
 * past 255 made links `new URL()` refuses: review r19 recheck L4).
 */
export function isHost(value: string): boolean {
  return HOST.test(value) && URL.canParse(`http://${value}/`);
}

/** What a request tells about where it was sent. */
export interface RequestAddress {
  protocol: string;
  /** The `Host` header, if any. */
  host: string | undefined;
  /** The local address and port the connection arrived at. */
  localAddress: string | undefined;
  localPort: number | undefined;
}

/**
 * The base URL of a request: `protocol://Host`, or `protocol://local-address:port` when the
 * request has no Host or one that is not a host (an HTTP/1.1 request with a bad Host is refused
 * before this is asked: {@link hostFailure}).
 * @example baseUrlOf({ protocol: 'http', host: undefined, localAddress: '::1', localPort: 8080 }) // 'http://[::1]:8080'
 */
export function baseUrlOf(request: RequestAddress): string {
  if (request.host !== undefined && isHost(request.host)) return `${request.protocol}://${request.host}`;
  // An IPv4 client of a dual-stack socket arrives at '::ffff:127.0.0.1'.
  const local = (request.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const host = local.includes(':') ? `[${local}]` : local;
  return `${request.protocol}://${host}${request.localPort !== undefined ? `:${request.localPort}` : ''}`;
}

/**
 * Why a request's `Host` is refused (RFC 9112 3.2: a server answers 400 to a Host that is not
 * one, and to several Host fields: `count`), or undefined when it is a host, empty (RFC 9112 allows it) or absent (HTTP/1.0; Node
 * refuses an HTTP/1.1 request without one).
 */
export function hostFailure(host: string | undefined, count = host === undefined ? 0 : 1): string | undefined {
  if (count > 1) return 'the request has more than one Host header';
  if (host === undefined || host === '' || isHost(host)) return undefined;
  return `Host '${host}' is not a host name or address with an optional port`;
}

/** How many `name` fields (lower case) a request's raw headers hold (Node keeps the first of several). */
export function headerCount(rawHeaders: readonly string[], name: string): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === name) count++;
  return count;
}


/**
 * The path of an absolute-form request target (`GET http://fleet.example/platform_api/assets`,
 * which RFC 9112 3.2.2 says a server accepts: it answered 404), else the target as it is.
 * @example originForm('http://fleet.example:81/platform_api/assets?page=2') // '/platform_api/assets?page=2'
 */
export function originForm(target: string): string {
  const match = ABSOLUTE_FORM.exec(target);
  if (!match) return target;
  const rest = target.slice(match[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** `scheme://authority` at the start of an absolute-form request target. */
const ABSOLUTE_FORM = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)/;

/**
 * The scheme and authority of an absolute-form request target, which stand for the request's
 * Host (RFC 9112 3.2.2: the server ignores Host then; review r19 recheck2 L5), or undefined for an
 * origin-form target.
 */
export function absoluteAuthority(target: string): { scheme: string; authority: string } | undefined {
  const match = ABSOLUTE_FORM.exec(target);
  return match ? { scheme: match[1]!.toLowerCase(), authority: match[2]! } : undefined;
}
