import { lazy } from 'react';

/** The 5G call simulator's pages, loaded when first opened. */
export const HandsetPage = lazy(() => import('./handset/HandsetPage').then((m) => ({ default: m.HandsetPage })));
export const DialerPage = lazy(() => import('./call/DialerPage').then((m) => ({ default: m.DialerPage })));
export { FiveGRoomPage } from './room';

/** The call service's client the call box and the seat monitor's call test answer and place calls with. */
export { CallServiceClient } from './call/CallServiceClient';
export type { IncomingJoin } from './room/roomApi';
