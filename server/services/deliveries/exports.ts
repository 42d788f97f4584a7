import type { FastifyReply } from 'fastify';
import { partColumns, partTitles, type DetailPart } from '../../../src/schemas/deliveryParts';
import type { DeliveryRecipientRecord, DeliveryTaskRecord } from '../../../src/schemas/deliveryTask';
import { xlsxReply } from '../excel';
import { chinaDateTime } from '../../../src/domain/chinaTime';

const columns = partColumns(chinaDateTime);

/** One part of a task's detail as an .xlsx. */
export function exportPart(
  reply: FastifyReply,
  task: DeliveryTaskRecord,
  part: DetailPart,
  recipients: { list: DeliveryRecipientRecord[] },
) {
  const wanted = columns[part];
  const rows = recipients.list.map((r) => Object.fromEntries(wanted.map((c) => [c.key, c.value(r)])));
  return xlsxReply(reply, `${task.name}-${partTitles[part]}`.replace(/[\\/:*?"<>|]/g, '-'), wanted, rows);
}
