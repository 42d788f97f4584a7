import { isIP } from 'node:net';
import type { EnvReader } from './envReader';
import { isProduction } from './runtime';

export interface HttpConfig {
  port: number;
  host: string;
  /** The address people reach the product at, without a trailing slash: the origin of every link we send. */
  publicUrl: string | undefined;
  /** Proxies whose X-Forwarded-* headers are believed (Fastify's trustProxy); false: none. */
  trustProxy: string | false;
}

export function readHttp(read: EnvReader): HttpConfig {
  // In production a link's origin never comes from the request's Host, which a client chooses.
  if (isProduction(read) && read.optional('PUBLIC_URL') === undefined) {
    read.problems.push(
      'PUBLIC_URL is required when NODE_ENV=production: the address people reach the product at, such as https://sales.example.com',
    );
  }
  return {
    port: read.integer('PORT', 8080, 0, 65535),
    host: read.string('HOST', '0.0.0.0'),
    publicUrl: readPublicUrl(read, 'PUBLIC_URL'),
    trustProxy: readProxies(read, 'TRUST_PROXY'),
  };
}

/** An http(s) address without query or fragment, given back without its trailing slash. */
function readPublicUrl(read: EnvReader, name: string): string | undefined {
  const raw = read.url(name, ['http:', 'https:']);
  if (raw === undefined) return undefined;
  const parsed = new URL(raw);
  if (parsed.search !== '' || parsed.hash !== '' || parsed.username !== '' || parsed.password !== '') {
    read.problems.push(`${name}=${raw}: expected an address without query, fragment or credentials`);
    return undefined;
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/** Proxy addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal), comma separated. */
function readProxies(read: EnvReader, name: string): string | false {
  const raw = read.optional(name);
  if (raw === undefined) return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isProxy)) {
    read.problems.push(
      `${name}=${raw}: expected proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma separated`,
    );
    return false;
  }
  return entries.join(',');
}

function isProxy(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}
