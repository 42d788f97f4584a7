/** The server calls of a tenant's settings pages. `tenant` is the platform admin's pick; the server scopes the rest. */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { agentGroupPaths } from '../../schemas/agentGroup';
import { customerFormPaths, type CustomerForm, type CustomerFormSave } from '../../schemas/customerForm';
import { deliveryTaskPaths, type SendWindowInput } from '../../schemas/deliveryTask';
import {
  mediaDeliverConfigPaths as paths,
  type NoticeMails,
  type NoticeMailsInput,
  type OutboxMail,
  type RecordSet,
  type RecordSetInput,
} from '../../schemas/mediaDeliverConfig';
import {
  messageTemplatePaths,
  type MessageTemplateInput,
  type MessageTemplateRecord,
} from '../../schemas/messageTemplate';
import { pathWith } from '../../schemas/paths';
import { storagePaths, type StorageUsage } from '../../schemas/storage';
import { transferConfigPaths, type TransferConfig, type TransferConfigInput } from '../../schemas/transferConfig';
import type { SendWindow } from '../../domain/sendWindow';

const picked = (tenant: string | undefined) => (tenant ? { tenant } : {});

/** The saves answer quietly: each page shows a refusal its own way. */
export const settingsApi = {
  recordSet: (tenant: string | undefined) => request<RecordSet>('GET', paths.recordSet, { query: picked(tenant) }),
  saveRecordSet: (body: RecordSetInput) => request<RecordSet>('PUT', paths.recordSet, { body, quiet: true }),
  noticeMails: (tenant: string | undefined) =>
    request<NoticeMails>('GET', paths.noticeMails, { query: picked(tenant) }),
  saveNoticeMails: (body: NoticeMailsInput) => request<NoticeMails>('PUT', paths.noticeMails, { body, quiet: true }),
  async outbox(tenant: string | undefined, pageSize: number): Promise<OutboxMail[]> {
    const found = await request<ListResult<OutboxMail>>('GET', paths.outbox, {
      query: { ...picked(tenant), pageSize },
    });
    return found.list;
  },
  async sendWindow(): Promise<SendWindow> {
    return (await request<{ sendWindow: SendWindow }>('GET', deliveryTaskPaths.sources)).sendWindow;
  },
  saveSendWindow: (body: SendWindowInput) => request('PUT', deliveryTaskPaths.sendWindow, { body, quiet: true }),
  storageUsage: (tenant: string | undefined) =>
    request<StorageUsage>('GET', storagePaths.usage, { query: picked(tenant), quiet: true }),
  customerForm: () => request<CustomerForm>('GET', customerFormPaths.form),
  saveCustomerForm: (body: CustomerFormSave) =>
    request<CustomerForm>('PUT', customerFormPaths.form, { body, quiet: true }),
  transferConfig: (tenant: string | undefined) =>
    request<TransferConfig>('GET', transferConfigPaths.config, { query: picked(tenant) }),
  saveTransferConfig: (body: TransferConfigInput) => request('PUT', transferConfigPaths.config, { body, quiet: true }),
  /** The tenant's service groups a transfer may go to. */
  async transferGroups(tenant: string | undefined): Promise<{ _id: string; name: string }[]> {
    const found = await request<ListResult<{ _id: string; name: string }>>('GET', agentGroupPaths.list, {
      query: { pageIndex: 1, pageSize: 100, ...(tenant ? { searchTenant: tenant } : {}) },
    });
    return found.list;
  },
  messageTemplates: (query: { pageIndex: number; pageSize: number; tenant?: string }) =>
    request<ListResult<MessageTemplateRecord>>('GET', messageTemplatePaths.base, { query }),
  createMessageTemplate: (body: MessageTemplateInput) =>
    request('POST', messageTemplatePaths.base, { body, quiet: true }),
  editMessageTemplate: (id: string, body: MessageTemplateInput) =>
    request('PUT', pathWith(messageTemplatePaths.one, { id }), { body, quiet: true }),
  deleteMessageTemplate: (id: string) => request('DELETE', pathWith(messageTemplatePaths.one, { id }), { quiet: true }),
};
