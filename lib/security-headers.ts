/**
 * The security headers every page and answer carries, defined once: CloudFront's response headers
 * policy (lib/constructs/web-hosting.ts) and the local gateway (local/gateway.ts) both build theirs
 * from here, so the browser tests run under the production Content-Security-Policy.
 * Plain values only (no CDK): the local runtime imports this file.
 */
import { createHash } from 'node:crypto';
import { bootScript } from './boot-script';

/**
 * The one inline script, index.html's boot script (lib/boot-script.ts: web/boot.js minified, as the
 * web build inlines it), allowed by its hash: no 'unsafe-inline' for scripts.
 */
let bootHash: string | undefined;
export const bootScriptHash = (): string => (bootHash ??= `'sha256-${createHash('sha256').update(bootScript()).digest('base64')}'`);

/** Origins the page may reach besides its own: Stripe (payments), Google's ad network, avatars. */
export const CSP_SOURCES = {
  // As Stripe's security guide lists them for Stripe.js and the Payment Element.
  stripeScript: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  stripeFrames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  stripeApi: ['https://api.stripe.com'],
  /** The ad loader (adsbygoogle.js) alone, for script-src. */
  adLoader: 'https://pagead2.googlesyndication.com',
  adScripts: [
    'https://pagead2.googlesyndication.com',
    'https://*.googlesyndication.com',
    'https://*.doubleclick.net',
    'https://*.google.com',
  ],
  avatars: ['https://*.googleusercontent.com'],
};

export interface PolicyOrigins {
  /** Sign-in: the Cognito hosted UI and user-pool API (locally, the sign-in stand-in). */
  auth: string[];
  /** Further origins the page may call: locally, the payment stand-in's test card endpoint. */
  connect?: string[];
  /** Served over HTTPS (CloudFront): plain-http subresources are upgraded. Off for the local http origin. */
  https: boolean;
}

export function contentSecurityPolicy({ auth, connect = [], https }: PolicyOrigins): string {
  const s = CSP_SOURCES;
  return [
    "default-src 'self'",
    // Scripts: the boot script (by its hash) and what trusted scripts load ('strict-dynamic': the
    // app's chunks, Stripe.js, the ad loader and what it loads). Browsers that know 'strict-dynamic'
    // ignore the host list; it stays for the others, with the ad loader's one host only: no wide
    // Google host whose callback endpoints would let injected markup run script.
    `script-src 'self' ${bootScriptHash()} 'strict-dynamic' ${[...s.stripeScript, s.adLoader].join(' ')}`,
    // React and the toast library set inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${[...s.avatars, ...s.adScripts].join(' ')}`,
    `connect-src 'self' ${[...s.stripeApi, ...auth, ...connect, ...s.adScripts].join(' ')}`,
    `frame-src ${[...s.stripeFrames, ...s.adScripts].join(' ')}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${auth.join(' ')}`,
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The other security headers, as values both CloudFront and the gateway send. */
export const SECURITY_HEADERS = {
  frameOptions: 'DENY',
  contentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  /** HSTS: a year, subdomains, preload (HTTPS only: browsers ignore it over http). */
  hstsMaxAgeSeconds: 365 * 86_400,
} as const;

/** The headers as HTTP header fields (the local gateway's answer headers). */
export function securityHeaderFields(origins: PolicyOrigins): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(origins),
    'x-frame-options': SECURITY_HEADERS.frameOptions,
    'x-content-type-options': SECURITY_HEADERS.contentTypeOptions,
    'referrer-policy': SECURITY_HEADERS.referrerPolicy,
    ...(origins.https ? { 'strict-transport-security': `max-age=${SECURITY_HEADERS.hstsMaxAgeSeconds}; includeSubDomains; preload` } : {}),
  };
}
