/**
 * Security schemes of SPEC.md "Authentication" and which an operation takes (from the descriptors'
 * `auth`): HTTP Basic consumer credentials (the legacy token endpoint), a legacy bearer token, or
 * an OAuth 2.0 password-flow token together with the transition token header.
 * @see https://spec.openapis.org/oas/v3.1.0#security-scheme-object
 */
import type { IrEndpoint } from '../ir/nodes.js';

/** The `components.securitySchemes` object. */
export function securitySchemes(authUrl: string): Record<string, unknown> {
  return {
    consumerCredentials: {
      type: 'http',
      scheme: 'basic',
      description: 'consumer_key:consumer_secret of the profile; only for POST /oauth2/token',
    },
    legacyBearer: {
      type: 'http',
      scheme: 'bearer',
      description: 'the token POST /oauth2/token answers (AuthorizationResponse)',
    },
    oauthPassword: {
      type: 'oauth2',
      description: 'OAuth 2.0 password flow; requests also carry the transition token header',
      flows: { password: { tokenUrl: `${authUrl}/oauth/token`, refreshUrl: `${authUrl}/oauth/token`, scopes: {} } },
    },
    transitionToken: {
      type: 'apiKey',
      in: 'header',
      name: 'X-DECISIV-TRANSITION-TOKEN',
      description: 'SPEC.md writes X-SERVICE-TRANSITION-TOKEN, SERVICE standing for the vendor word',
    },
  };
}

/** The security requirements of an operation (alternatives; `[]` for none). */
export function securityOf(endpoint: IrEndpoint): Array<Record<string, string[]>> {
  const requirements: Array<Record<string, string[]>> = [];
  if (endpoint.auth.includes('basic')) requirements.push({ consumerCredentials: [] });
  if (endpoint.auth.includes('bearer')) requirements.push({ legacyBearer: [] });
  if (endpoint.auth.includes('oauth')) requirements.push({ oauthPassword: [], transitionToken: [] });
  return requirements;
}
