import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Every response, API and app shell alike: scripts only from our own origin and never inline,
 * no framing, no referrer beyond our origin, no powerful features the app does not use. Styles
 * allow inline because React and the dialog's scroll lock set them at run time; the built
 * stylesheet itself is a file. HSTS only where the app is served over https.
 */
export function securityHeaders(publicUrl: string, voiceAgentApi?: string): MiddlewareHandler {
  const https = new URL(publicUrl).protocol === 'https:';
  // With ElevenLabs' agent: its conversation socket on the API's host, and its audio worklets,
  // which the client library loads from blob: URLs it makes itself.
  const agent = voiceAgentApi ? new URL(voiceAgentApi) : null;
  const agentSocket = agent ? [`${agent.protocol === 'http:' ? 'ws' : 'wss'}://${agent.host}`] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(agent ? ['blob:'] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // data: for inline SVG icons, blob: for the avatar preview before upload.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...agentSocket],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: {
      camera: [],
      geolocation: [],
      payment: [],
      usb: [],
      // The voice guide will ask for the microphone on our own pages only.
      microphone: ['self'],
    },
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
}
