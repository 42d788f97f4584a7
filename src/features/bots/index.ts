import { lazy } from 'react';

/** The bot pages (spec 3 §2), loaded when first opened. */
export const BotList = lazy(() => import('./BotList').then((m) => ({ default: m.BotList })));
export const BotDetail = lazy(() => import('./BotDetail').then((m) => ({ default: m.BotDetail })));
export const BotEditor = lazy(() => import('./BotEditor').then((m) => ({ default: m.BotEditor })));
export const BotPreviewPage = lazy(() => import('./BotPreview').then((m) => ({ default: m.BotPreviewPage })));

/** A bot's node as the customer sees and hears it (the customer's bot page shows it too). */
export { NodeScreen } from './NodeScreen';
