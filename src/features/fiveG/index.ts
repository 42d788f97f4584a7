import { lazy } from 'react';

/** The 5G call simulator's pages, loaded when first opened. */
export const HandsetPage = lazy(() => import('./handset/HandsetPage').then((m) => ({ default: m.HandsetPage })));
export const DialerPage = lazy(() => import('./call/DialerPage').then((m) => ({ default: m.DialerPage })));
export { FiveGRoomPage } from './room';

/**
 * The call service's client the seat monitor's call test follows its call with, and the call box's turning
 * down of a 5G call: each loads the client when first used, not with the agent's first page.
 */
export { loadCallServiceClient, turnDownAtCallService } from './call/loadClient';
export type { CallServiceClient } from './call/CallServiceClient';
export type { IncomingJoin } from './room/roomApi';
