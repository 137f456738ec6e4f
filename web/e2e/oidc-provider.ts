// A small OpenID Connect provider for the social sign-in tests, on node:http and node:crypto alone.
// One server holds several providers, each under its own path (`/google`, `/apple`): the discovery
// document, the keys (an RS256 key made at start), an authorization page where the "person" types
// an email (or ticks that they share none) and signs in or cancels, and the token endpoint, which
// takes each code once and checks the PKCE verifier, the redirect URI and the client's
// authentication: a shared secret (HTTP Basic or in the form) or, as Apple asks, an ES256-signed
// JWT made from the team's key. The ID token names the issuer, the client, the person, the nonce
// and, when shared, the verified email.
//
// The server under test builds its redirect URI from its configured public address, which is not
// the address a test server listens on: the provider sends the browser back to the real server
// with the redirect URI's path and query (`returnTo`). It listens on another loopback address than
// the shop, so that, as with the real providers, returning to the shop is a cross-site navigation
// (an Apple-style form POST then arrives without the shop's SameSite=Lax cookies).
import { createHash, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback address other than the shop's 127.0.0.1 (Linux answers on all of 127/8): to the
 * browser, another site. */
const PROVIDER_HOST = '127.0.0.2';
/** How long an ID token, a code and an authorization request are good for, in seconds. */
const LIFETIME_SECS = 600;
/** The person's name: in Google's ID token, posted beside the code by an Apple-style provider. */
const PERSON_NAME = { firstName: 'Deniz', lastName: 'Aydın' };

export type ClientAuth = 'client_secret_basic' | 'client_secret_post' | 'apple_jwt';

interface AppleKey {
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM of the P-256 key, for the shop's configuration. */
  privateKeyPem: string;
  publicKey: KeyObject;
}

interface ProviderSetup {
  /** The path the provider is mounted at, also the `type` of the shop's link. */
  type: string;
  /** The button's label in the shop. */
  name: string;
  clientId: string;
  /** A shared client secret, or none when the client authenticates with an Apple key's JWT. */
  clientSecret: string;
  apple: AppleKey | null;
  /** Answers with a form POSTed to the redirect URI (response_mode=form_post), as Apple does. */
  formPost: boolean;
}

interface AuthorizationRequest {
  provider: ProviderSetup;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  expiresAt: number;
}

interface IssuedCode {
  provider: ProviderSetup;
  redirectUri: string;
  nonce: string;
  codeChallenge: string;
  subject: string;
  email: string | null;
  expiresAt: number;
}

/** A token request the provider refused, with the reason, for a test to show when it fails. */
export interface Refusal {
  provider: string;
  reason: string;
}

function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

function nowSecs(): number {
  return Math.floor(Date.now() / 1000);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escapeHtml(title)}</title></head><body>${body}</body></html>`,
  );
}

/** A form-encoded value as OAuth clients send it in the Basic header (application/x-www-form-urlencoded). */
function formDecode(value: string): string {
  return decodeURIComponent(value.replace(/\+/g, ' '));
}

/** The parts of a compact JWT, decoded; null when it is not one. */
function decodeJwt(jwt: string): { header: Record<string, unknown>; claims: Record<string, unknown>; signed: string; signature: Buffer } | null {
  const parts = jwt.split('.');
  if (parts.length !== 3) return null;
  const [header, claims, signature] = parts as [string, string, string];
  try {
    return {
      header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
      claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>,
      signed: `${header}.${claims}`,
      signature: Buffer.from(signature, 'base64url'),
    };
  } catch {
    return null;
  }
}

export class OidcProvider {
  private server: Server | null = null;
  private origin = '';
  private shopOrigin = '';
  private readonly signingKey: KeyObject;
  private readonly publicJwk: Record<string, unknown>;
  private readonly keyId = base64url(randomBytes(8));
  private readonly providers: ProviderSetup[];
  private readonly requests = new Map<string, AuthorizationRequest>();
  private readonly codes = new Map<string, IssuedCode>();
  /** Token requests refused, newest last. */
  readonly refusals: Refusal[] = [];
  /** How each accepted token request authenticated its client, by provider type. */
  readonly clientAuths: { provider: string; auth: ClientAuth }[] = [];

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.signingKey = privateKey;
    this.publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: this.keyId, use: 'sig', alg: 'RS256' };
    const apple = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.providers = [
      { type: 'google', name: 'Google', clientId: 'vitrin-google', clientSecret: 'google-client-secret', apple: null, formPost: false },
      {
        type: 'apple',
        name: 'Apple',
        clientId: 'vitrin-apple',
        clientSecret: '',
        apple: {
          teamId: 'TEAM123456',
          keyId: 'KEY1234567',
          privateKeyPem: apple.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
          publicKey: apple.publicKey,
        },
        formPost: true,
      },
    ];
  }

  /** Listens on a free port of the provider's loopback address. */
  async start(): Promise<void> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        sendJson(response, 500, { error: 'server_error', error_description: String(error) });
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, PROVIDER_HOST, resolve);
    });
    this.server = server;
    this.origin = `http://${PROVIDER_HOST}:${String((server.address() as AddressInfo).port)}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  }

  /** Where the browser is sent back: the shop as it really listens. */
  returnTo(shopOrigin: string): void {
    this.shopOrigin = shopOrigin.replace(/\/$/, '');
  }

  issuer(type: string): string {
    return `${this.origin}/${type}`;
  }

  /** The shop's `[social]` configuration for these providers. */
  shopConfig(phoneRequired = false): string {
    const quote = (text: string) => JSON.stringify(text);
    const lines = ['[social]', `phone_required = ${String(phoneRequired)}`];
    for (const provider of this.providers) {
      lines.push(
        '',
        '[[social.providers]]',
        `type = ${quote(provider.type)}`,
        `name = ${quote(provider.name)}`,
        `issuer = ${quote(this.issuer(provider.type))}`,
        `client_id = ${quote(provider.clientId)}`,
      );
      if (provider.clientSecret) lines.push(`client_secret = ${quote(provider.clientSecret)}`);
      if (provider.formPost) lines.push('form_post = true');
      if (provider.apple) {
        lines.push(
          `apple_team_id = ${quote(provider.apple.teamId)}`,
          `apple_key_id = ${quote(provider.apple.keyId)}`,
          `apple_private_key = ${quote(provider.apple.privateKeyPem)}`,
        );
      }
    }
    return `${lines.join('\n')}\n`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const [, type = '', ...rest] = url.pathname.split('/');
    const provider = this.providers.find((p) => p.type === type);
    const route = `${request.method ?? 'GET'} /${rest.join('/')}`;
    if (!provider) {
      sendJson(response, 404, { error: 'not_found' });
      return;
    }
    switch (route) {
      case 'GET /.well-known/openid-configuration':
        sendJson(response, 200, this.discovery(provider));
        return;
      case 'GET /jwks':
        sendJson(response, 200, { keys: [this.publicJwk] });
        return;
      case 'GET /authorize':
        this.authorizationPage(provider, url.searchParams, response);
        return;
      case 'POST /authorize':
        this.signIn(provider, new URLSearchParams(await readBody(request)), response);
        return;
      case 'POST /token':
        this.token(provider, request, new URLSearchParams(await readBody(request)), response);
        return;
      default:
        sendJson(response, 404, { error: 'not_found' });
    }
  }

  private discovery(provider: ProviderSetup): Record<string, unknown> {
    const issuer = this.issuer(provider.type);
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: provider.formPost ? ['query', 'form_post'] : ['query'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      // Apple takes its JWT secret in the form only; Google takes either.
      token_endpoint_auth_methods_supported: provider.apple ? ['client_secret_post'] : ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified'],
    };
  }

  /** The reason an authorization request is refused, or null. */
  private authorizationProblem(provider: ProviderSetup, query: URLSearchParams): string | null {
    if (query.get('response_type') !== 'code') return 'response_type must be code';
    if (query.get('client_id') !== provider.clientId) return 'unknown client_id';
    if (!query.get('redirect_uri')) return 'no redirect_uri';
    if (!(query.get('scope') ?? '').split(' ').includes('openid')) return 'the scope lacks openid';
    if (!query.get('state')) return 'no state';
    if (!query.get('nonce')) return 'no nonce';
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) return 'no S256 code challenge';
    const mode = query.get('response_mode');
    if (provider.formPost && mode !== 'form_post') return 'response_mode must be form_post';
    if (!provider.formPost && mode !== null) return `unexpected response_mode ${mode}`;
    return null;
  }

  private authorizationPage(provider: ProviderSetup, query: URLSearchParams, response: ServerResponse): void {
    const problem = this.authorizationProblem(provider, query);
    if (problem) {
      sendHtml(response, 400, 'Invalid request', `<h1>Invalid request</h1><p id="problem">${escapeHtml(problem)}</p>`);
      return;
    }
    const id = base64url(randomBytes(16));
    this.requests.set(id, {
      provider,
      redirectUri: query.get('redirect_uri') ?? '',
      state: query.get('state') ?? '',
      nonce: query.get('nonce') ?? '',
      codeChallenge: query.get('code_challenge') ?? '',
      expiresAt: nowSecs() + LIFETIME_SECS,
    });
    sendHtml(
      response,
      200,
      `${provider.name} sign-in`,
      `<main><h1>Sign in to ${escapeHtml(provider.name)}</h1>` +
        `<form method="post" action="/${provider.type}/authorize">` +
        `<input type="hidden" name="request" value="${id}">` +
        `<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="off"></p>` +
        `<p><label><input type="checkbox" name="no_email" value="1"> No email</label></p>` +
        `<p><button type="submit" name="action" value="sign-in">Sign in</button> ` +
        `<button type="submit" name="action" value="cancel">Cancel</button></p>` +
        `</form></main>`,
    );
  }

  /** The shop's address for a redirect URI it sent: the real server, the URI's path and query. */
  private backToShop(redirectUri: string): URL {
    const given = new URL(redirectUri);
    return new URL(`${given.pathname}${given.search}`, this.shopOrigin || given.origin);
  }

  private signIn(provider: ProviderSetup, form: URLSearchParams, response: ServerResponse): void {
    const id = form.get('request') ?? '';
    const pending = this.requests.get(id);
    this.requests.delete(id);
    if (!pending || pending.provider !== provider || pending.expiresAt < nowSecs()) {
      sendHtml(response, 400, 'Expired', '<h1>This sign-in request has expired</h1>');
      return;
    }
    const typed = (form.get('email') ?? '').trim().toLowerCase();
    const shared = form.get('no_email') === '1' ? null : typed || null;
    // The same person (by the email typed) has the same subject each time; one with nothing typed
    // is a new person every time.
    const subject = typed
      ? createHash('sha256').update(`${provider.type}:${typed}`).digest('hex').slice(0, 24)
      : base64url(randomBytes(12));
    const answer: Record<string, string> = { state: pending.state };
    if (form.get('action') === 'cancel') {
      answer.error = 'access_denied';
    } else {
      const code = base64url(randomBytes(24));
      this.codes.set(code, {
        provider,
        redirectUri: pending.redirectUri,
        nonce: pending.nonce,
        codeChallenge: pending.codeChallenge,
        subject,
        email: shared,
        expiresAt: nowSecs() + LIFETIME_SECS,
      });
      answer.code = code;
      // Apple posts the person's name (and email) once, beside the code: it is not in the ID token.
      if (provider.formPost) answer.user = JSON.stringify({ name: PERSON_NAME, ...(shared ? { email: shared } : {}) });
    }
    const target = this.backToShop(pending.redirectUri);
    if (provider.formPost) {
      const fields = Object.entries(answer)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      sendHtml(
        response,
        200,
        'Returning',
        `<form method="post" action="${escapeHtml(target.toString())}">${fields}<noscript><button>Continue</button></noscript></form>` +
          `<script>document.forms[0].submit()</script>`,
      );
      return;
    }
    for (const [name, value] of Object.entries(answer)) target.searchParams.set(name, value);
    response.writeHead(303, { Location: target.toString(), 'Cache-Control': 'no-store' });
    response.end();
  }

  /** The client's authentication of a token request, or the reason it fails. */
  private clientAuth(provider: ProviderSetup, request: IncomingMessage, form: URLSearchParams): { auth: ClientAuth } | { problem: string } {
    const header = request.headers.authorization ?? '';
    let clientId: string | null = form.get('client_id');
    let secret: string | null = form.get('client_secret');
    let auth: ClientAuth = 'client_secret_post';
    if (header.startsWith('Basic ')) {
      if (provider.apple) return { problem: 'Basic authentication is not offered to this client' };
      const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) return { problem: 'malformed Basic authentication' };
      clientId = formDecode(decoded.slice(0, colon));
      secret = formDecode(decoded.slice(colon + 1));
      auth = 'client_secret_basic';
    }
    if (clientId !== provider.clientId) return { problem: `unknown client_id ${String(clientId)}` };
    if (!secret) return { problem: 'no client secret' };
    if (!provider.apple) return secret === provider.clientSecret ? { auth } : { problem: 'wrong client secret' };
    const problem = this.appleSecretProblem(provider, provider.apple, secret);
    return problem ? { problem } : { auth: 'apple_jwt' };
  }

  /** What is wrong with an Apple-style client secret (an ES256 JWT of the team), or null. */
  private appleSecretProblem(provider: ProviderSetup, key: AppleKey, secret: string): string | null {
    const jwt = decodeJwt(secret);
    if (!jwt) return 'the client secret is not a JWT';
    if (jwt.header.alg !== 'ES256') return `client secret alg ${String(jwt.header.alg)}, not ES256`;
    if (jwt.header.kid !== key.keyId) return 'client secret signed with another key id';
    const valid = verify('sha256', Buffer.from(jwt.signed), { key: key.publicKey, dsaEncoding: 'ieee-p1363' }, jwt.signature);
    if (!valid) return 'client secret signature does not verify';
    const { iss, sub, aud, exp, iat } = jwt.claims;
    if (iss !== key.teamId) return 'client secret iss is not the team';
    if (sub !== provider.clientId) return 'client secret sub is not the client';
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (!audiences.includes(this.issuer(provider.type))) return 'client secret aud is not the issuer';
    const now = nowSecs();
    if (typeof exp !== 'number' || exp <= now) return 'client secret expired';
    if (typeof iat !== 'number' || iat > now + 60) return 'client secret issued in the future';
    return null;
  }

  private token(provider: ProviderSetup, request: IncomingMessage, form: URLSearchParams, response: ServerResponse): void {
    const refuse = (error: string, reason: string) => {
      this.refusals.push({ provider: provider.type, reason });
      sendJson(response, error === 'invalid_client' ? 401 : 400, { error, error_description: reason });
    };
    const client = this.clientAuth(provider, request, form);
    if ('problem' in client) {
      refuse('invalid_client', client.problem);
      return;
    }
    if (form.get('grant_type') !== 'authorization_code') {
      refuse('unsupported_grant_type', 'grant_type must be authorization_code');
      return;
    }
    const code = form.get('code') ?? '';
    const issued = this.codes.get(code);
    // A code is good once, used or not.
    this.codes.delete(code);
    if (!issued || issued.provider !== provider || issued.expiresAt < nowSecs()) {
      refuse('invalid_grant', 'unknown, used or expired code');
      return;
    }
    if (form.get('redirect_uri') !== issued.redirectUri) {
      refuse('invalid_grant', 'redirect_uri differs from the authorization request');
      return;
    }
    const verifier = form.get('code_verifier') ?? '';
    if (base64url(createHash('sha256').update(verifier).digest()) !== issued.codeChallenge) {
      refuse('invalid_grant', 'the PKCE verifier does not match the challenge');
      return;
    }
    this.clientAuths.push({ provider: provider.type, auth: client.auth });
    sendJson(response, 200, {
      access_token: base64url(randomBytes(24)),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: this.idToken(provider, issued),
    });
  }

  private idToken(provider: ProviderSetup, issued: IssuedCode): string {
    const now = nowSecs();
    const header = { alg: 'RS256', typ: 'JWT', kid: this.keyId };
    const claims = {
      iss: this.issuer(provider.type),
      aud: provider.clientId,
      sub: issued.subject,
      nonce: issued.nonce,
      iat: now,
      exp: now + LIFETIME_SECS,
      ...(issued.email ? { email: issued.email, email_verified: true } : {}),
      // Apple's ID token carries no name (it is posted once beside the code).
      ...(provider.formPost ? {} : { given_name: PERSON_NAME.firstName, family_name: PERSON_NAME.lastName }),
    };
    const signed = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    return `${signed}.${base64url(sign('sha256', Buffer.from(signed), this.signingKey))}`;
  }
}
