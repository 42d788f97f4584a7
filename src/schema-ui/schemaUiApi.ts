/** The server calls of the shared inputs and lists (row actions, scope pick, transfer candidates, images, exports). */
import { request, type RequestOptions } from '../dataProvider/httpClient';
import type { ListResult } from '../schemas/api';
import { agentGroupPaths } from '../schemas/agentGroup';
import { filePaths } from '../schemas/file';
import { orgAccountPaths } from '../schemas/orgAccount';
import { tenantPaths } from '../schemas/tenant';
import { personalDataPaths, type RevealRecord } from '../schemas/personalData';

/** The call a row button makes: its method and path, with a body or query. */
export type RowRequest = { method: string; path: string } & Pick<RequestOptions, 'body' | 'query'>;

/** An agent a service group may take in. */
export interface TransferCandidate {
  _id: string;
  fullName: string;
  loginName: string;
}

const scopeSources = {
  tenant: { path: tenantPaths.base, label: (row: { name?: string }) => row.name ?? '' },
  orgAccount: { path: orgAccountPaths.base, label: (row: { orgName?: string }) => row.orgName ?? '' },
} as const;

export type ScopeKind = keyof typeof scopeSources;

export const schemaUiApi = {
  /** The full phone of one record; the server logs the reveal. */
  async revealPhone(record: RevealRecord, id: string): Promise<string> {
    return (
      await request<{ value: string }>('POST', personalDataPaths.reveal, { body: { record, id, field: 'phone' } })
    ).value;
  },
  /** A refusal has been shown by the client. */
  runRowRequest: ({ method, path, ...options }: RowRequest) => request(method, path, options),
  /** The tenants (platform admin) or organisations (tenant admin) the session may pick, first 100. */
  async scopeOptions(kind: ScopeKind): Promise<{ _id: string; name: string }[]> {
    const source = scopeSources[kind];
    const found = await request<ListResult<{ _id: string; name?: string; orgName?: string }>>('GET', source.path, {
      query: { pageIndex: 1, pageSize: 100 },
    });
    return found.list.map((row) => ({ _id: row._id, name: source.label(row) }));
  },
  async transferCandidates(query: {
    tenant: string | undefined;
    orgAccount: string | undefined;
    keyword: string;
  }): Promise<TransferCandidate[]> {
    return (await request<{ list: TransferCandidate[] }>('GET', agentGroupPaths.candidates, { query, quiet: true }))
      .list;
  },
  /** Stores a picture: its address. */
  async uploadImage(file: File): Promise<string> {
    const body = new FormData();
    body.append('file', file);
    return (await request<{ url: string }>('POST', filePaths.base, { body })).url;
  },
  /** Saves a list as a spreadsheet; a refusal has been shown. */
  exportList: (path: string, query: NonNullable<RequestOptions['query']>, fileName: string) =>
    request('GET', path, { query, download: fileName }).catch(() => undefined),
};
