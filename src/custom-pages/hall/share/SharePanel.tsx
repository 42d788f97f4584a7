import type { PanelKey } from '../HallContext';

/** The lists of what can be shared, by side-panel key (spec 2 §2.2). */
export function SharePanel({ panelKey }: { panelKey: PanelKey }) {
  return <div data-panel={panelKey} />;
}
