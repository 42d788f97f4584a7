import type { FastifyReply } from 'fastify';
import { listColumns, valueAt } from '../../src/schemas/annotations';
import { xlsxReply, type XlsxCell } from './excel';
import { chinaDateTime } from '../../src/domain/chinaTime';

function cell(value: unknown, format: string | undefined): XlsxCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return format === 'date-time' ? chinaDateTime(value) : value;
  if (Array.isArray(value))
    return value
      .map((v) => (v !== null && typeof v === 'object' ? Object.values(v as object).join('-') : String(v)))
      .join('、');
  return JSON.stringify(value);
}

/** An .xlsx of the schema's list columns, headed by their Chinese titles. */
export function schemaXlsxReply(
  reply: FastifyReply,
  fileName: string,
  schema: { properties?: Record<string, unknown> },
  records: readonly unknown[],
) {
  const columns = listColumns(schema);
  const rows = records.map((record) =>
    Object.fromEntries(
      columns.map((column) => {
        const value = valueAt(record, column.source);
        const names = column.hints['x-enumNames'];
        const index = column.hints.enum?.indexOf(value) ?? -1;
        return [column.field, names && index >= 0 ? (names[index] ?? '') : cell(value, column.hints.format)];
      }),
    ),
  );
  return xlsxReply(
    reply,
    fileName,
    columns.map((c) => ({ key: c.field, title: c.title, pii: c.hints['x-pii'] })),
    rows,
  );
}
