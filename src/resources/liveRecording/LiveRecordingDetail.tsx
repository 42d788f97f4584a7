import { RoomDetail } from '../remoteMeeting/RoomDetail';
import { LIVE_RESOURCE, ROOM_TEXTS } from '../remoteMeeting/texts';
import { pageLink } from '../../domain/pages';

export const LiveRecordingDetail = () => (
  <RoomDetail resource={LIVE_RESOURCE} title={ROOM_TEXTS.liveDetailTitle} back={pageLink('liveRecords')} />
);
