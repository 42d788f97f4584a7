import type { Kysely } from 'kysely';
import { recordIntegrityTexts } from '../../../src/domain/recordIntegrity';
import { isUuid } from '../../../src/schemas/fields';
import type { DB } from '../../db/types';
import type { RecordIntegrity } from './verify';

/** How `npm run verify-record` ends: intact, something changed, or it was asked wrongly. */
export const VERIFY_EXIT = { intact: 0, changed: 1, refused: 2 } as const;

const USAGE = '用法：npm run verify-record -- <serviceId>';

/**
 * `npm run verify-record -- <serviceId>`: the record's verification in the words its page shows, and an exit
 * code a script can test (0 intact, 1 changed, 2 no such record or no id given).
 */
export async function verifyRecordCommand(
  db: Kysely<DB>,
  integrity: RecordIntegrity,
  args: readonly string[],
  write: (line: string) => void,
): Promise<number> {
  const [serviceId, ...rest] = args.map((arg) => arg.trim()).filter(Boolean);
  if (!serviceId || rest.length > 0) {
    write(USAGE);
    return VERIFY_EXIT.refused;
  }
  const room = isUuid(serviceId)
    ? await db.selectFrom('serviceRooms').select('id').where('id', '=', serviceId.toLowerCase()).executeTakeFirst()
    : undefined;
  if (!room) {
    write(`${recordIntegrityTexts.noRecord}：${serviceId}`);
    return VERIFY_EXIT.refused;
  }
  const report = await integrity.verify(room.id);
  write(report.message);
  write(recordIntegrityTexts.counts(report.entries, report.files));
  return report.intact ? VERIFY_EXIT.intact : VERIFY_EXIT.changed;
}
