/** The server calls of personal data (PIPL): the tenant's rules, the access log, retention's log and its run. */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import {
  personalDataPaths as paths,
  type AccessLogEntry,
  type AccessLogQuery,
  type PersonalDataSettings,
  type PersonalDataSettingsInput,
  type RetentionDeletion,
} from '../../schemas/personalData';

const picked = (tenant: string | undefined) => (tenant ? { tenant } : {});

export const privacyApi = {
  settings: (tenant: string | undefined) =>
    request<PersonalDataSettings>('GET', paths.settings, { query: picked(tenant) }),
  saveSettings: (body: PersonalDataSettingsInput) =>
    request<PersonalDataSettings>('PUT', paths.settings, { body, quiet: true }),
  accessLog: (query: AccessLogQuery) =>
    request<ListResult<AccessLogEntry>>('GET', paths.accessLog, { query: { ...query } }),
  deletions: (tenant: string | undefined, pageIndex: number, pageSize: number) =>
    request<ListResult<RetentionDeletion>>('GET', paths.retention, {
      query: { ...picked(tenant), pageIndex, pageSize },
    }),
  runRetention: (tenant: string | undefined) =>
    request<{ jobId: string }>('POST', paths.retentionRun, { body: picked(tenant), quiet: true }),
};
