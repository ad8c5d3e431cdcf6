/**
 * Every response, API and app shell alike: scripts only from our own origin and never inline,
 * no framing, no referrer beyond our origin, no powerful features the app does not use. Styles
 * allow inline because React and the dialog's scroll lock set them at run time; the built
 * stylesheet itself is a file. HSTS only where the app is served over https. The rest are
 * the defaults of Hono's `secureHeaders`, which built this list before; the list is made once,
 * at start, and the request envelope (http/app.ts) sets it on each response.
 */
export function securityHeaders(publicUrl: string, voiceAgentApi?: string): [name: string, value: string][] {
  const https = servedOverHttps(publicUrl);
  // With ElevenLabs' agent: its conversation socket on the API's host, and its audio worklets,
  // which the client library loads from blob: URLs it makes itself.
  const agent = voiceAgentApi ? new URL(voiceAgentApi) : null;
  const agentSocket = agent ? [`${agent.protocol === 'http:' ? 'ws' : 'wss'}://${agent.host}`] : [];
  const contentSecurityPolicy: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(agent ? ['blob:'] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline SVG icons, blob: for the avatar preview before upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...agentSocket],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return [
    [
      'content-security-policy',
      Object.entries(contentSecurityPolicy)
        .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
        .join('; '),
    ],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    // The voice guide asks for the microphone on our own pages only.
    ['permissions-policy', 'camera=(), geolocation=(), payment=(), usb=(), microphone=(self)'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(https ? [STRICT_TRANSPORT_SECURITY] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

const STRICT_TRANSPORT_SECURITY: [string, string] = [
  'strict-transport-security',
  'max-age=31536000; includeSubDomains',
];

const servedOverHttps = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

/**
 * A JSON answer is never a document: a browser that is somehow made to render one may load
 * nothing and be framed by nobody, and the headers that only shape a page (permissions, opener,
 * prefetch, the old IE ones) are left off, as OWASP's REST cheat sheet advises. Half the bytes of
 * the page set and half its header calls, on every API request (decision 0025).
 */
export function apiSecurityHeaders(publicUrl: string): [name: string, value: string][] {
  return [
    ['cache-control', 'no-store'],
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(servedOverHttps(publicUrl) ? [STRICT_TRANSPORT_SECURITY] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ];
}
