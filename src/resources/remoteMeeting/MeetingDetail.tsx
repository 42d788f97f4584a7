import { RoomDetail } from './RoomDetail';
import { MEETING_RESOURCE, ROOM_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

export const MeetingDetail = () => (
  <RoomDetail resource={MEETING_RESOURCE} title={ROOM_TEXTS.meetingDetailTitle} back={pageLink('meetings')} />
);
