import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The origin of the links we send (invitations, SMS, short links and their QR codes): PUBLIC_URL when
 * set. Otherwise, outside production only, the address the request reached us at, where X-Forwarded-Proto
 * and -Host count only from the proxies TRUST_PROXY names (Fastify's trustProxy decides request.protocol
 * and request.host). Production never takes it from the request: loadConfig requires PUBLIC_URL there.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'production'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  if (config.production) throw new Error('PUBLIC_URL is required when NODE_ENV=production');
  return `${request.protocol}://${request.host}`;
}
