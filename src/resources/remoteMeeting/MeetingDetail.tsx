import { RoomDetail } from './RoomDetail';
import { MEETING_RESOURCE, ROOM_TEXTS } from './texts';

export const MeetingDetail = () => <RoomDetail resource={MEETING_RESOURCE} title={ROOM_TEXTS.meetingDetailTitle} />;
