/** The narration of each node with its variables, and the template's voice, speed and name (spec 3 §3, §5). */
import { withCurrentNode } from './nodes';
import {
  SPEED_MAX,
  SPEED_MIN,
  TEMPLATE_NAME_MAX,
  TEMPLATE_VARIABLES,
  VOICES,
  WORDS_MAX,
  done,
  refused,
  sceneTexts,
  type Outcome,
  type Scene,
} from './types';
import { currentNode } from './nodes';

export function setWords(scene: Scene, words: string): Outcome {
  if (words.length > WORDS_MAX) return refused(sceneTexts.wordsTooLong);
  return withCurrentNode(scene, (node) => done({ ...node, words }));
}

/**
 * Inserts {nameKey} into the current node's words at the caret, answering the scene and the caret after
 * the variable. A caret outside the words (or none) is refused with the spec's text.
 */
export function insertVariable(
  scene: Scene,
  caret: number | null | undefined,
  nameKey: string,
): Outcome<{ scene: Scene; caret: number }> {
  const words = currentNode(scene).words;
  if (caret === null || caret === undefined || !Number.isInteger(caret) || caret < 0 || caret > words.length)
    return refused(sceneTexts.badCaret);
  if (!TEMPLATE_VARIABLES.some((variable) => variable.nameKey === nameKey)) return refused(sceneTexts.badVariable);
  const inserted = `{${nameKey}}`;
  const next = setWords(scene, words.slice(0, caret) + inserted + words.slice(caret));
  if (!next.ok) return next;
  return done({ scene: next.value, caret: caret + inserted.length });
}

/** The variables ({nameKey}) the words name, in order, once each. */
export function variablesIn(words: string): string[] {
  return [...new Set([...words.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))];
}

export function setVoice(scene: Scene, digitalVoiceId: string): Outcome {
  if (!VOICES.some((voice) => voice.id === digitalVoiceId)) return refused(sceneTexts.badVoice);
  return done({ ...scene, digitalVoiceId });
}

export function setSpeed(scene: Scene, voiceSpeedRate: number): Outcome {
  if (!Number.isFinite(voiceSpeedRate) || voiceSpeedRate < SPEED_MIN || voiceSpeedRate > SPEED_MAX)
    return refused(sceneTexts.badSpeed);
  return done({ ...scene, voiceSpeedRate: Math.round(voiceSpeedRate * 1000) / 1000 });
}

export function renameTemplate(scene: Scene, name: string): Outcome {
  if (name.trim() === '') return refused(sceneTexts.nameRequired);
  if (name.length > TEMPLATE_NAME_MAX) return refused(sceneTexts.nameTooLong);
  return done({ ...scene, name });
}
