import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { storedAgent } from '../../session/session';
import { formatDuration, seesOwnRecordsOnly } from '../../domain/callRecords';
import { roomFromNames } from '../../schemas/call';
import { serviceRoomListView, type ServiceRoomRecord } from '../../schemas/callRecord';
import { hiddenRecordColumns, hiddenRecordFilters, recordRefFilters } from '../callRecord/recordFilters';
import { RowActions } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { timeRangeFilters } from '../../schema-ui/timeRangeFilters';
import { ROOM_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

export interface RoomListProps {
  title: string;
  /** The page of a room's detail. */
  detailPage: 'meetingDetail' | 'liveRecordDetail';
  header?: ReactNode;
  defaultFilter?: Record<string, unknown>;
  /** Filters the screen offers otherwise (e.g. the status, when tabs set it). */
  hideFilters?: readonly string[];
}

const asRoom = (record: RaRecord) => record as unknown as ServiceRoomRecord;

/** Service rooms, newest first, in the caller's scope, each with a link to its detail. */
export function RoomList({ title, detailPage, header, defaultFilter, hideFilters = [] }: RoomListProps) {
  const agent = storedAgent();
  const level = agent?.agentRole.level ?? '1';
  return (
    <SchemaList
      title={title}
      schema={serviceRoomListView}
      header={header}
      extraFilters={timeRangeFilters()}
      defaultFilter={defaultFilter}
      refFilters={recordRefFilters}
      hideFilters={[...hiddenRecordFilters(level), ...hideFilters]}
      hideColumns={hiddenRecordColumns(level, seesOwnRecordsOnly({ level }, agent?.tenant?.code))}
      sort={{ field: 'startedAt', order: 'DESC' }}
      canCreate={false}
      columns={{
        roomFrom: (record) => roomFromNames[asRoom(record).roomInfo.from] ?? asRoom(record).roomInfo.from,
        duration: (record) => formatDuration(asRoom(record).duration),
      }}
      rowActions={(record) => (
        <RowActions actions={[{ label: ROOM_TEXTS.detail, to: pageLink(detailPage, { serviceId: record.id }) }]} />
      )}
    />
  );
}
