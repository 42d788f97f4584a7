import { RoomList } from './RoomList';
import { ROOM_TEXTS } from './texts';

/** The agent's landing page (spec 1 §2.4): its rooms, newest first. */
export const MeetingList = () => <RoomList title={ROOM_TEXTS.meetingTitle} detailPage="meetingDetail" />;
