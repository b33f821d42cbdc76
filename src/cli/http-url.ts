/**
 * URL options (`openapi --base-url`, `--auth-url`) checked while parsing: an absolute http(s) URL,
 * written without its trailing slash (`https://fleet.example.com/` would give
 * `https://fleet.example.com//platform_api`). Review r17 serve L4: anything was accepted, and
 * `not a url` became the token URL `not a url/oauth/token`.
 */

/**
 * A yargs `coerce` for `--flag URL`; throws the usage message for anything else.
 * @example httpUrl('base-url')('https://fleet.example.com/') // 'https://fleet.example.com'
 */
export function httpUrl(flag: string): (value: unknown) => string {
  return (value) => {
    if (Array.isArray(value)) throw new Error(`--${flag} is given more than once`);
    const text = String(value).trim();
    // `--base-url=` is a missing value, as require-values.ts says of the other options.
    if (text === '') throw new Error(`--${flag} needs a value`);
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '')
      throw new Error(`--${flag} must be an http or https URL without a query or fragment, got '${String(value)}'`);
    return text.replace(/\/+$/, '');
  };
}
