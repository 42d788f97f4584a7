/** The agent's entry pages, each loaded when first opened: the meeting room, the hall of a same screen, the enterprise end page. */
import { lazy } from 'react';
import { preloadable } from '../../../frame/preloadable';

/** Asked for while a call rings (the call box), so that answering opens it without waiting for its code. */
export const MeetingRoom = preloadable(() => import('./RoomPage').then((m) => m.RoomPage));
export { handRoomOver } from './roomHandOver';
export const ExhibitionHall = lazy(() =>
  import('./ExhibitionHallPage').then((m) => ({ default: m.ExhibitionHallPage })),
);
export const QwEnd = lazy(() => import('./QwEndPage').then((m) => ({ default: m.QwEndPage })));
