import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './contentDisposition';
import { maskValue, type PersonalKind } from '../../src/domain/personalData';
import { masksFor } from '../plugins/personalData';

interface XlsxColumn {
  key: string;
  title: string;
  /** A column of customers' personal data: masked for a role that may not see it, and the export logged. */
  pii?: PersonalKind | undefined;
}

export type XlsxCell = string | number | boolean | null | undefined;

/** The most rows an export (an .xlsx download) holds; a filter narrows a larger set. */
export const EXPORT_MAX_ROWS = 10_000;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends rows as an .xlsx attachment with Chinese column titles; `fileName` is given without the extension. */
export async function xlsxReply(
  reply: FastifyReply,
  fileName: string,
  columns: readonly XlsxColumn[],
  shown: readonly Record<string, XlsxCell>[],
) {
  let rows = shown;
  const personal = columns.filter((c) => c.pii !== undefined);
  if (personal.length > 0) {
    if (masksFor(reply.request)) {
      rows = rows.map((row) => {
        const copy = { ...row };
        for (const column of personal) {
          const value = copy[column.key];
          if (typeof value === 'string' && column.pii) copy[column.key] = maskValue(column.pii, value);
        }
        return copy;
      });
    }
    await reply.request.logAccess({ action: 'export', target: `${fileName}（${rows.length}条）` });
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(fileName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.key, width: Math.max(12, c.title.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', attachmentDisposition(`${fileName}.xlsx`))
    .send(body);
}
