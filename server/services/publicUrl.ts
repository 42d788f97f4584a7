import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The origin of the links we send (invitations, SMS, short links and their QR codes): PUBLIC_URL when
 * set. Otherwise the address the request reached us at, where X-Forwarded-Proto and -Host count only
 * from the proxies TRUST_PROXY names (Fastify's trustProxy decides request.protocol and request.host).
 */
export function publicOrigin(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
