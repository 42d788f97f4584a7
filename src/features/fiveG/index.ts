import { lazy } from 'react';

/** The 5G call simulator's pages, loaded when first opened. */
export const HandsetPage = lazy(() => import('./handset/HandsetPage').then((m) => ({ default: m.HandsetPage })));
export const DialerPage = lazy(() => import('./call/DialerPage').then((m) => ({ default: m.DialerPage })));
export { FiveGRoomPage } from './room';

/** The call service's client the seat monitor's call test places calls with; the call box turns a 5G call down. */
export { CallServiceClient } from './call/CallServiceClient';
export { turnDownAtCallService } from './call/turnDown';
export type { IncomingJoin } from './room/roomApi';
