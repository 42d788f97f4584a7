import { lazy } from 'react';

/** The agent's meeting page, loaded when first opened. */
export const MeetingRoom = lazy(() => import('./RoomPage').then((m) => ({ default: m.RoomPage })));
