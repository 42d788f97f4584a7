import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures';

/** Seeds data through the API, as an admin would, for the browser tests. */
export class AdminApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async as(request: APIRequestContext, loginName: string, password = DEMO_PASSWORD): Promise<AdminApi> {
    const answer = await request.post('/api/login', { data: { loginName, password, encrypted: false, isForceLogin: 1 } });
    const body = (await answer.json()) as { errCode: number; result?: { token: string } };
    if (body.errCode !== 0 || !body.result) throw new Error(`login ${loginName}: ${body.errCode}`);
    return new AdminApi(request, body.result.token);
  }

  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const answer = await this.request.fetch(path, { method, headers: { 'access-token': this.token }, ...(data === undefined ? {} : { data }) });
    const body = (await answer.json()) as { errCode: number; errInfo?: string; result?: T };
    if (body.errCode !== 0) throw new Error(`${method} ${path}: ${body.errCode} ${body.errInfo ?? ''}`);
    return body.result as T;
  }
}
