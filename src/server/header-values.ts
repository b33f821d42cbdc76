/**
 * Header values built from request data (an id of a path, a filename of an upload) made safe to
 * send: HTTP allows visible ASCII, space and tab in a field value, and Node refuses anything else
 * with an exception, which would turn a client's 404 into a 500, and a CR/LF could inject headers.
 */

/** Characters a header value may carry as they are (visible ASCII and space). */
const SAFE = /^[\x20-\x7e]*$/;

/**
 * A header value of `text`: visible ASCII and space kept, every other character (non-ASCII,
 * controls, CR/LF) percent-encoded as its UTF-8 bytes, cut to `max` characters without splitting
 * an escape. (`%` is kept: the value is for a person reading the traffic, and a path in it stays
 * as the client sent it.)
 * @example headerValue('no case €') === 'no case %E2%82%AC'
 */
export function headerValue(text: string, max = 300): string {
  if (SAFE.test(text)) return text.slice(0, max);
  let value = '';
  for (const char of text) {
    const piece = SAFE.test(char) ? char : percentEncoded(char);
    // A character is sent whole or not at all (no `%E2%8` at the cut).
    if (value.length + piece.length > max) break;
    value += piece;
  }
  return value;
}

function percentEncoded(char: string): string {
  return Array.from(new TextEncoder().encode(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/** Every value of `headers` made safe ({@link headerValue}, no length limit). */
export function safeHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerValue(String(value), Infinity)]));
}

/**
 * A `Content-Disposition: attachment` value for a filename (RFC 6266): an ASCII `filename`
 * fallback (other characters as `_`, quotes and backslashes too) and, when the name is not plain
 * ASCII, the exact name as RFC 5987 `filename*=UTF-8''…`.
 * @example contentDisposition('résumé.pdf') === `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`
 */
export function contentDisposition(filename: string): string {
  const fallback = Array.from(filename, (char) => (/^[\x20-\x7e]$/.test(char) && char !== '"' && char !== '\\' ? char : '_')).join('');
  if (fallback === filename) return `attachment; filename="${fallback}"`;
  // RFC 5987 attr-char: ALPHA / DIGIT / "!#$&+-.^_`|~"; everything else percent-encoded.
  const encoded = Array.from(new TextEncoder().encode(filename), (byte) => {
    const char = String.fromCharCode(byte);
    return /^[A-Za-z0-9!#$&+\-.^_`|~]$/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
