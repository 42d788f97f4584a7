import { lazy } from 'react';

/** The SOP pages (/sopIframe/:pageName), loaded when first opened. */
export const SopPage = lazy(() => import('./SopPage').then((m) => ({ default: m.SopPage })));

/** The script library and the assistant, as the hall's and the 5G room's side panels show them. */
export { ScriptLibraryPanel } from './ScriptLibraryPanel';
export { AssistantPanel } from './AssistantPanel';
export { useFaceCheck } from './useFaceCheck';
