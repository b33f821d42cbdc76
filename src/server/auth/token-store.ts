/**
 * Issued tokens, in memory: legacy client-credentials tokens, OAuth access tokens and their
 * refresh tokens. Tokens are 32 random bytes (base64url); a refresh token is single-use (a refresh
 * rotates both tokens, RFC 6749 section 6 and the OAuth 2.0 Security BCP).
 */
import { randomBytes } from 'node:crypto';

/** An issued access token. */
export interface IssuedToken {
  kind: 'bearer' | 'oauth';
  subject: string;
  /** Milliseconds since the epoch; undefined: never expires. */
  expiresAt?: number;
}

/** What the OAuth token endpoint answers. */
export interface OAuthGrant {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  created_at: number;
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token store of one server. */
export class TokenStore {
  private readonly access = new Map<string, IssuedToken>();
  private readonly refresh = new Map<string, { subject: string; clientId: string }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Registers a token issued out of band (the static legacy token). */
  add(token: string, issued: IssuedToken): void {
    this.access.set(token, issued);
  }

  /** Issues a legacy bearer token. */
  issueLegacy(subject: string, ttlSeconds?: number): string {
    const token = newToken();
    const issued: IssuedToken = { kind: 'bearer', subject };
    if (ttlSeconds !== undefined) issued.expiresAt = this.now() + ttlSeconds * 1000;
    this.access.set(token, issued);
    return token;
  }

  /** Issues an OAuth access token and its refresh token. */
  issueOAuth(subject: string, clientId: string, ttlSeconds: number): OAuthGrant {
    const now = this.now();
    const grant: OAuthGrant = {
      access_token: newToken(),
      token_type: 'Bearer',
      expires_in: ttlSeconds,
      refresh_token: newToken(),
      created_at: Math.floor(now / 1000),
    };
    this.access.set(grant.access_token, { kind: 'oauth', subject, expiresAt: now + ttlSeconds * 1000 });
    this.refresh.set(grant.refresh_token, { subject, clientId });
    return grant;
  }

  /** The live token, or undefined (unknown or expired; an expired one is forgotten). */
  find(token: string): IssuedToken | undefined {
    const issued = this.access.get(token);
    if (!issued) return undefined;
    if (issued.expiresAt !== undefined && issued.expiresAt <= this.now()) {
      this.access.delete(token);
      return undefined;
    }
    return issued;
  }

  /** Revokes an access token (true when it was live). */
  revoke(token: string): boolean {
    return this.access.delete(token);
  }

  /** Spends a refresh token of `clientId`: its subject, or undefined when unknown or not the client's. */
  spendRefresh(token: string, clientId: string): string | undefined {
    const entry = this.refresh.get(token);
    if (!entry || entry.clientId !== clientId) return undefined;
    this.refresh.delete(token);
    return entry.subject;
  }
}
