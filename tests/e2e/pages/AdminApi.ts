import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures';

/** Seeds data through the API, as an admin would, for the browser tests. */
export class AdminApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async as(request: APIRequestContext, loginName: string, password = DEMO_PASSWORD): Promise<AdminApi> {
    const answer = await request.post('/api/login', {
      data: { loginName, password, encrypted: false, isForceLogin: 1 },
    });
    const body = (await answer.json()) as { errCode: number; result?: { token: string } };
    if (body.errCode !== 0 || !body.result) throw new Error(`login ${loginName}: ${body.errCode}`);
    return new AdminApi(request, body.result.token);
  }

  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const answer = await this.request.fetch(path, {
      method,
      headers: { 'access-token': this.token },
      ...(data === undefined ? {} : { data }),
    });
    const body = (await answer.json()) as { errCode: number; errInfo?: string; result?: T };
    if (body.errCode !== 0) throw new Error(`${method} ${path}: ${body.errCode} ${body.errInfo ?? ''}`);
    return body.result as T;
  }

  /**
   * The record of a list (such as /api/shareWebs/list) whose `field` is exactly `value`, among those the list
   * finds by that value (list filters match part of a name); `where` narrows it further, e.g. to one tenant.
   */
  async findOne<T extends { _id: string }>(
    listPath: string,
    field: string,
    value: string,
    where: (record: T) => boolean = () => true,
  ): Promise<T> {
    const { list } = await this.call<{ list: T[] }>(
      'GET',
      `${listPath}?pageSize=100&${field}=${encodeURIComponent(value)}`,
    );
    const found = list.filter(
      (record) => (record as unknown as Record<string, unknown>)[field] === value && where(record),
    );
    if (found.length !== 1) throw new Error(`${listPath}: ${found.length} records with ${field} ${value}`);
    return found[0] as T;
  }
}
