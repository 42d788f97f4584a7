import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './contentDisposition';

interface XlsxColumn {
  key: string;
  title: string;
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
  rows: readonly Record<string, XlsxCell>[],
) {
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
