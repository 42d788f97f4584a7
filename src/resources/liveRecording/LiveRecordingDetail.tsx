import { RoomDetail } from '../remoteMeeting/RoomDetail';
import { LIVE_RESOURCE, ROOM_TEXTS } from '../remoteMeeting/texts';

export const LiveRecordingDetail = () => <RoomDetail resource={LIVE_RESOURCE} title={ROOM_TEXTS.liveDetailTitle} />;
