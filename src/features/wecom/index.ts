import { lazy } from 'react';

/** The WeCom simulator's approval page, loaded when first opened. */
export const WecomSimulatorPage = lazy(() =>
  import('./WecomSimulatorPage').then((m) => ({ default: m.WecomSimulatorPage })),
);
