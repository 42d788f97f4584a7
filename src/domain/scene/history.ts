/** Undo and redo as a history of scenes: an accepted edit pushes the present, a refused one changes nothing. */
import type { Outcome, Scene } from './types';

const HISTORY_LIMIT = 100;

export interface History {
  past: Scene[];
  present: Scene;
  future: Scene[];
}

export const startHistory = (scene: Scene): History => ({ past: [], present: scene, future: [] });

/** Applies an edit's outcome: the history with the new scene and whatever the edit refused, if it did. */
export function record(history: History, outcome: Outcome): { history: History; error?: string } {
  if (!outcome.ok) return { history, error: outcome.error };
  if (outcome.value === history.present) return { history };
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { history: { past, present: outcome.value, future: [] } };
}

/** Moves to another node without an undo step of its own (the swiper is where one looks, not an edit). */
export function look(history: History, current: number): History {
  if (!history.present.nodes[current]) return history;
  return { ...history, present: { ...history.present, current } };
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const next = history.future[0];
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: history.future.slice(1) };
}
