import ExcelJS from 'exceljs';
import {
  deliveryTaskTexts,
  RECIPIENT_NAME_MAX,
  RECIPIENTS_MAX,
  type DeliveryRecipientInput,
} from '../../../src/schemas/deliveryTask';
import { isMobile } from '../../../src/schemas/fields';

/** A spreadsheet that cannot become recipients: the message says which row and why. */
export class SheetError extends Error {}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text.trim();
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  if (typeof value === 'object' && 'richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  return String(value).trim();
};

/**
 * Recipients from the first sheet of an .xlsx: a header row naming the columns 姓名 and 手机号, then one
 * recipient a row (empty rows skipped). Any bad row refuses the whole sheet.
 */
export async function readRecipientSheet(bytes: Buffer): Promise<DeliveryRecipientInput[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SheetError(deliveryTaskTexts.sheetUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetError(deliveryTaskTexts.sheetUnreadable);
  const header = sheet.getRow(1);
  let nameColumn = 0;
  let phoneColumn = 0;
  header.eachCell((cell, column) => {
    const title = cellText(cell.value);
    if (title === '姓名') nameColumn = column;
    if (title === '手机号') phoneColumn = column;
  });
  if (nameColumn === 0 || phoneColumn === 0) throw new SheetError(deliveryTaskTexts.sheetColumns);
  const recipients: DeliveryRecipientInput[] = [];
  const seen = new Set<string>();
  for (let index = 2; index <= sheet.rowCount; index += 1) {
    const row = sheet.getRow(index);
    const name = cellText(row.getCell(nameColumn).value);
    const phone = cellText(row.getCell(phoneColumn).value);
    if (name === '' && phone === '') continue;
    if (name === '' || Array.from(name).length > RECIPIENT_NAME_MAX)
      throw new SheetError(deliveryTaskTexts.sheetRow(index, deliveryTaskTexts.recipientName));
    if (!isMobile(phone)) throw new SheetError(deliveryTaskTexts.sheetRow(index, deliveryTaskTexts.recipientPhone));
    if (seen.has(phone))
      throw new SheetError(deliveryTaskTexts.sheetRow(index, deliveryTaskTexts.recipientTwice(phone)));
    seen.add(phone);
    recipients.push({ name, phone });
    if (recipients.length > RECIPIENTS_MAX) throw new SheetError(deliveryTaskTexts.recipientsTooMany);
  }
  if (recipients.length === 0) throw new SheetError(deliveryTaskTexts.sheetEmpty);
  return recipients;
}
