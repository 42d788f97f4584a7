import { lazy } from 'react';

/** The digital-human pages (issue 28): avatars and their allotment, avatar groups and voices; loaded when first opened. */
export const AvatarsPage = lazy(() => import('./AvatarsPage').then((m) => ({ default: m.AvatarsPage })));
export const AllotmentPage = lazy(() => import('./AllotmentPage').then((m) => ({ default: m.AllotmentPage })));
export const GroupsPage = lazy(() => import('./GroupsPage').then((m) => ({ default: m.GroupsPage })));
export const VoicesPage = lazy(() => import('./VoicesPage').then((m) => ({ default: m.VoicesPage })));
export const ObservePage = lazy(() => import('./ObservePage').then((m) => ({ default: m.ObservePage })));
export const PlayerPage = lazy(() => import('./PlayerPage').then((m) => ({ default: m.PlayerPage })));
