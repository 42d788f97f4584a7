import type { RaRecord } from 'react-admin';
import { formatDuration } from '../../domain/callRecords';
import { levelAtLeast, type RoleLevel } from '../../domain/scope';
import { END_TYPE_NAMES, type FiveGSession } from '../../schemas/fiveG';

const asSession = (record: RaRecord) => record as unknown as FiveGSession;

/** Cells the schema cannot name: end types as words, talk time as mm:ss. */
export const fiveGColumns = {
  endType: (record: RaRecord) => {
    const endType = asSession(record).endType;
    return endType === null ? '-' : (END_TYPE_NAMES[String(endType)] ?? String(endType));
  },
  talkSeconds: (record: RaRecord) => formatDuration(asSession(record).talkSeconds),
};

/**
 * Filters a level does not get on the 5G lists: the tenant below level 4, the organisation and the agent
 * for an agent. An organisation admin keeps the organisation filter (spec 1 §6 'as given in the search').
 */
export function hiddenFiveGFilters(level: RoleLevel): string[] {
  return [...(level === '4' ? [] : ['tenant']), ...(levelAtLeast(level, '2') ? [] : ['orgAccount', 'agent'])];
}

/** Columns the same on every row of a level's list. */
export function hiddenFiveGColumns(level: RoleLevel): string[] {
  return [...(level === '4' ? [] : ['tenant']), ...(levelAtLeast(level, '2') ? [] : ['orgAccount', 'agent'])];
}
