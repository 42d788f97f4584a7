/** The 5G call room, loaded when first opened. */
import { lazy } from 'react';

export const FiveGRoomPage = lazy(() =>
  import('./FiveGRoomPage').then((module) => ({ default: module.FiveGRoomPage })),
);
