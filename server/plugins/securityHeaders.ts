import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Where Tencent's TRTC and IM SDKs talk when RTC=trtc: their signalling and IM servers are picked at
 * run time (a scheduling answer names them), so whole Tencent domains are allowed, and only in that mode.
 */
export const TRTC_CONNECT_SOURCES = [
  'qq.com',
  'qcloud.com',
  'tencent-cloud.com',
  'tencent-cloud.net',
  'my-imcloud.com',
  'tencentcloud.com',
].flatMap((domain) => [`https://*.${domain}`, `wss://*.${domain}`]);

/** The origin of the speech engine the agent's page streams the microphone to (its signed WebSocket), when one is configured. */
const speechSources = (asr: Config['asr']): string[] => (asr ? [new URL(asr.url).origin] : []);

/** The Content-Security-Policy directives of every answer (routes serving stored content narrow it further). */
export function contentSecurityDirectives(config: Pick<Config, 'rtc' | 'asr'>): Record<string, string[]> {
  const trtc = config.rtc === 'trtc';
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    // The product's own pages (the offline demo products) are shown in its own frames; no one else frames it.
    'frame-ancestors': ["'self'"],
    // The forms' validator (Ajv, through @rjsf/validator-ajv8) compiles each schema into a function at run
    // time; TRTC's beauty plugin compiles WebAssembly it carries as a data: URL. Inline scripts stay refused.
    'script-src': ["'self'", "'unsafe-eval'", ...(trtc ? ["'wasm-unsafe-eval'"] : [])],
    // MUI/emotion insert <style> elements and style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Tenant logos and link thumbnails may be addresses of other sites; QR codes are data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
    // Calls play MediaStreams; shared and recorded videos come from /api with byte ranges.
    'media-src': ["'self'", 'blob:', 'mediastream:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers socket.io's polling and its WebSocket on the same host; the assistant's live speech
    // recognition talks to the engine itself.
    'connect-src': ["'self'", ...(trtc ? ['data:', ...TRTC_CONNECT_SOURCES] : []), ...speechSources(config.asr)],
    // The recording mixer and the Tencent SDKs start workers from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    // Shared H5 links are pages of any site, shown in the hall's and the customer's frames.
    'frame-src': ["'self'", 'http:', 'https:'],
  };
}

/** Security headers on every answer (@fastify/helmet): the CSP above, nosniff, same-origin framing. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'rtc' | 'asr'>,
): Promise<void> {
  await app.register(fastifyHelmet, {
    // Not helmet's default: upgrade-insecure-requests would break a plain-http installation on a LAN.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
    xFrameOptions: { action: 'sameorigin' },
    // Helmet's default, named since it matters: /SimpleCallFive/:user/:psd must not leave its password in a Referer.
    referrerPolicy: { policy: 'no-referrer' },
  });
}
