import type { FastifyRequest } from 'fastify';
import { pageLink } from '../../src/domain/pages';

/** /SimpleCallFive/:user/:psd with its password (raw or percent-encoded), wherever it appears in a text. */
const SECRET_IN_ADDRESS = new RegExp(`(${pageLink('simpleCallFive')}/[^/?#\\s"']+/)[^/?#\\s"']+`, 'gi');

/** The text with every password an address carries masked, so no log line holds one. */
export function withoutAddressSecrets(text: string): string {
  return text.replace(SECRET_IN_ADDRESS, '$1***');
}

/** Fastify's request fields in the log, the address masked. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutAddressSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
