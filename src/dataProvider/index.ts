import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { ListResult } from '../schemas/api';
import { resourcePaths, type ResourcePaths } from '../schemas/resourcePaths';
import { request } from './httpClient';

type ApiRecord = Record<string, unknown> & { _id: string };

/**
 * The contract's records carry `_id`; react-admin wants `id`. Each method of DataProvider is generic in
 * the record type its caller expects, which the server's JSON cannot prove, hence the one cast here.
 */
const toRecord = (record: ApiRecord): never => ({ ...record, id: record._id }) satisfies RaRecord as never;

function pathsOf(resource: string): ResourcePaths {
  const paths = resourcePaths[resource];
  if (!paths) throw new Error(`未知资源：${resource}`);
  return paths;
}

function need<T>(value: T | undefined, resource: string, action: string): T {
  if (value === undefined) throw new Error(`${resource} 不支持${action}`);
  return value;
}

function listQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  const query: Record<string, string | number | boolean | undefined> = {
    pageIndex: params.pagination?.page ?? 1,
    pageSize: params.pagination?.perPage ?? 10,
  };
  if (params.sort?.field && params.sort.field !== 'id') {
    query.orderBy = params.sort.field;
    query.order = params.sort.order === 'ASC' ? 'asc' : 'desc';
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[key] = value;
  }
  return query;
}

/**
 * react-admin's calls in the spec's dialect: pageIndex/pageSize/orderBy/order, `{list, count}`, ids in
 * the body or query. Errors are shown by react-admin, so the client stays quiet.
 */
export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const result = await request<ListResult<ApiRecord>>('GET', pathsOf(resource).list, {
      query: listQuery(params),
      quiet: true,
      signal: params.signal,
    });
    return { data: result.list.map(toRecord), total: result.count };
  },
  async getManyReference(resource, params) {
    const query = listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } });
    const result = await request<ListResult<ApiRecord>>('GET', pathsOf(resource).list, {
      query,
      quiet: true,
      signal: params.signal,
    });
    return { data: result.list.map(toRecord), total: result.count };
  },
  async getOne(resource, params) {
    const one = need(pathsOf(resource).one, resource, '查看');
    return {
      data: toRecord(await request<ApiRecord>('GET', one(String(params.id)), { quiet: true, signal: params.signal })),
    };
  },
  async getMany(resource, params) {
    const one = need(pathsOf(resource).one, resource, '查看');
    const records = await Promise.all(
      params.ids.map((id) => request<ApiRecord>('GET', one(String(id)), { quiet: true })),
    );
    return { data: records.map(toRecord) };
  },
  async create(resource, params) {
    const path = need(pathsOf(resource).create, resource, '新建');
    return { data: toRecord(await request<ApiRecord>('POST', path, { body: params.data, quiet: true })) };
  },
  async update(resource, params) {
    const paths = pathsOf(resource);
    const body = { ...params.data, [paths.idField ?? 'id']: params.id };
    return {
      data: toRecord(await request<ApiRecord>('PUT', need(paths.update, resource, '编辑'), { body, quiet: true })),
    };
  },
  async updateMany(resource, params) {
    const paths = pathsOf(resource);
    const path = need(paths.update, resource, '编辑');
    await Promise.all(
      params.ids.map((id) =>
        request('PUT', path, { body: { ...params.data, [paths.idField ?? 'id']: id }, quiet: true }),
      ),
    );
    return { data: params.ids };
  },
  async delete(resource, params) {
    const paths = pathsOf(resource);
    await request('DELETE', need(paths.remove, resource, '删除'), {
      query: { [paths.idField ?? 'id']: String(params.id) },
      quiet: true,
    });
    return { data: params.previousData ?? ({ id: params.id } as never) };
  },
  async deleteMany(resource, params) {
    const paths = pathsOf(resource);
    const path = need(paths.remove, resource, '删除');
    await Promise.all(
      params.ids.map((id) => request('DELETE', path, { query: { [paths.idField ?? 'id']: String(id) }, quiet: true })),
    );
    return { data: params.ids };
  },
};
