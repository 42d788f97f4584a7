import { lazy } from 'react';

/** The agent's entry pages, each loaded when first opened: the meeting room, the hall of a same screen, the enterprise end page. */
export const MeetingRoom = lazy(() => import('./RoomPage').then((m) => ({ default: m.RoomPage })));
export const ExhibitionHall = lazy(() =>
  import('./ExhibitionHallPage').then((m) => ({ default: m.ExhibitionHallPage })),
);
export const QwEnd = lazy(() => import('./QwEndPage').then((m) => ({ default: m.QwEndPage })));
