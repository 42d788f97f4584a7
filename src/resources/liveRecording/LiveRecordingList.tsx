import { todayWindow } from '../../domain/timeWindows';
import { ROOM_STATUS_NAMES, ROOM_STATUSES } from '../../schemas/callRecord';
import { RoomList } from '../remoteMeeting/RoomList';
import { ROOM_TEXTS } from '../remoteMeeting/texts';
import { StatusTabs } from '../../schema-ui/StatusTabs';

const tabs = [
  { value: '', label: ROOM_TEXTS.allTab },
  ...ROOM_STATUSES.map((value, i) => ({ value, label: ROOM_STATUS_NAMES[i] ?? value })),
];

/** The live records (spec 1 §2.5, §9): today's rooms by default, with tabs by room status. */
export const LiveRecordingList = () => (
  <RoomList
    title={ROOM_TEXTS.liveTitle}
    detailPage="liveRecordDetail"
    header={<StatusTabs source="status" tabs={tabs} />}
    defaultFilter={{ ...todayWindow() }}
    hideFilters={['status']}
  />
);
