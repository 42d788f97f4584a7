/** The server calls of the media-delivery pages (task list, create dialog, detail, the simple 5G form). */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import type { DetailPart } from '../../schemas/deliveryParts';
import {
  deliveryTaskPaths,
  type DeliveryRecipientRecord,
  type DeliverySources,
  type DeliveryTaskCreate,
  type DeliveryTaskRecord,
  type DeliverType,
  type OutboxMessage,
  type RecipientSheet,
} from '../../schemas/deliveryTask';
import { messageTemplatePaths, type MessageKind, type MessageTemplateRecord } from '../../schemas/messageTemplate';
import { pathWith } from '../../schemas/paths';
import { simpleTaskPaths, type SimpleTaskCreate, type SimpleTaskSources } from '../../schemas/simpleTask';

/** What a task's detail shows below its head: one of its parts, or its SMS outbox. */
type TaskPart = DetailPart | 'outbox';
const DETAIL_ROWS = 100;

const partPath = (deliverId: string, part: TaskPart) => pathWith(deliveryTaskPaths.part, { deliverId, part });

export const deliveriesApi = {
  list: (query: { deliverType: DeliverType; pageIndex: number; pageSize: number; tenant?: string }) =>
    request<ListResult<DeliveryTaskRecord>>('GET', deliveryTaskPaths.list, { query }),
  one: (deliverId: string, options: { quiet?: boolean } = {}) =>
    request<DeliveryTaskRecord>('GET', pathWith(deliveryTaskPaths.one, { deliverId }), options),
  /** Cancels a task that has not finished. */
  cancel: (deliverId: string) => request('PUT', pathWith(deliveryTaskPaths.one, { deliverId })),
  /** The recipients of one part of a task's detail. */
  async recipients(deliverId: string, part: DetailPart): Promise<DeliveryRecipientRecord[]> {
    const found = await request<{ list: DeliveryRecipientRecord[] }>('GET', partPath(deliverId, part), {
      query: { pageSize: DETAIL_ROWS },
    });
    return found.list;
  },
  async outbox(deliverId: string): Promise<OutboxMessage[]> {
    const found = await request<{ list: OutboxMessage[] }>('GET', partPath(deliverId, 'outbox'), {
      query: { pageSize: DETAIL_ROWS },
    });
    return found.list;
  },
  /** Saves a part of the detail (or the outbox) as a spreadsheet; a refusal has been shown. */
  exportPart: (deliverId: string, part: TaskPart, fileName: string) =>
    request('GET', partPath(deliverId, part), { query: { export: '1' }, download: fileName }).catch(() => undefined),
  sources: () => request<DeliverySources>('GET', deliveryTaskPaths.sources),
  async allocatedTemplates(kind: MessageKind): Promise<MessageTemplateRecord[]> {
    const found = await request<{ list: MessageTemplateRecord[] }>('GET', messageTemplatePaths.allocated, {
      query: { kind },
    });
    return found.list;
  },
  /** The recipients an uploaded sheet names; a refusal is the caller's to show. */
  async readSheet(sheet: RecipientSheet): Promise<{ name: string; phone: string }[]> {
    const read = await request<{ list: { name: string; phone: string }[] }>('POST', deliveryTaskPaths.recipients, {
      body: sheet,
      quiet: true,
    });
    return read.list;
  },
  /** A refusal is the caller's to show. */
  create: (body: DeliveryTaskCreate) => request('POST', deliveryTaskPaths.create, { body, quiet: true }),
  /** The simple 5G task form: what the signed-in salesperson may send; a refusal is the caller's to show. */
  simpleSources: () => request<SimpleTaskSources>('GET', simpleTaskPaths.sources, { quiet: true }),
  createSimple: (body: SimpleTaskCreate) =>
    request<DeliveryTaskRecord>('POST', simpleTaskPaths.create, { body, quiet: true }),
};
