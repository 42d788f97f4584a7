import { ErrCode, type Envelope } from '../../src/schemas/api';
import { DEMO_PASSWORD } from '../support/testApp';

export const BENCH_LOGIN = 'demo_tadmin';
/**
 * A second admin of the same tenant, whose token the floor lists with: a forced sign-in ends the account's
 * other sessions on both servers (they share the database), so each side lists as an account of its own.
 */
export const FLOOR_LIST_LOGIN = 'floor_tadmin';

/**
 * The checks happen after the body is read, inside the timed call, and cost the same on both servers;
 * a server answering errors quickly must not pass for a fast one.
 */
async function expectOk<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  const body = JSON.parse(text) as Envelope<T>;
  if (response.status !== 200 || body.errCode !== ErrCode.ok || body.result === undefined) {
    throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  }
  return body.result;
}

/** Signs in with the plain password, forcing out any other session of the account; returns the new token. */
export async function login(baseUrl: string, loginName = BENCH_LOGIN): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password: DEMO_PASSWORD, encrypted: false, isForceLogin: 1 }),
  });
  const result = await expectOk<{ token?: unknown }>(response, 'login');
  if (typeof result.token !== 'string') throw new Error('login: no token in the answer');
  return result.token;
}

/** The first page of the tenant admin's agent list; returns the total it reports. */
export async function listAgents(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/agents/list?pageIndex=1&pageSize=10`, {
    headers: { 'access-token': token },
  });
  const result = await expectOk<{ list?: unknown; count?: unknown }>(response, 'list');
  if (!Array.isArray(result.list) || result.list.length !== 10 || typeof result.count !== 'number') {
    throw new Error('list: expected a page of 10 and a count');
  }
  return result.count;
}
