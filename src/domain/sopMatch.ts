/**
 * The real-time assistant's rules (spec 2 §2.2 "script library and real-time assist"): the scripts the
 * latest words of the conversation call for, and whether the customer just confirmed (双录).
 */
import { normalizeAnswer } from './interaction';

export interface MatchableScript {
  title: string;
  keywords: readonly string[];
  confirmKeywords: readonly string[];
}

export interface ScriptSuggestion<S> {
  script: S;
  score: number;
  /** The keywords (or the title) heard, as the script spells them. */
  matched: string[];
}

/** The latest lines looked at, newest first, with the weight of a word heard in each. */
const LINE_WEIGHTS = [3, 2, 1] as const;

/** The weight of the newest of `lines` (newest last) that mentions `word`; 0 when none does. */
function heardWeight(lines: readonly string[], word: string): number {
  const wanted = normalizeAnswer(word);
  if (wanted === '') return 0;
  for (const [back, weight] of LINE_WEIGHTS.entries()) {
    const line = lines[lines.length - 1 - back];
    if (line !== undefined && normalizeAnswer(line).includes(wanted)) return weight;
  }
  return 0;
}

/**
 * The scripts the latest lines call for, best first: each keyword (or the title) heard adds its length,
 * times 3 in the newest line, 2 in the one before, 1 in the third; longer words say more. Ties keep the
 * library's order. Scripts nothing was heard for are left out.
 */
export function suggestScripts<S extends MatchableScript>(
  lines: readonly string[],
  scripts: readonly S[],
  limit = 3,
): ScriptSuggestion<S>[] {
  const scored = scripts.map((script, order) => {
    const matched: string[] = [];
    let score = 0;
    for (const word of [...new Set([...script.keywords, script.title])]) {
      const weight = heardWeight(lines, word);
      if (weight === 0) continue;
      matched.push(word);
      score += weight * normalizeAnswer(word).length;
    }
    return { script, score, matched, order };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ script, score, matched }) => ({ script, score, matched }));
}

/** Words that turn what follows into its opposite: "不同意" does not agree. */
const NEGATIONS = ['不', '没', '未', '别', '无'];

/** The first of `keywords` the line says without a negation right before it; null when it confirms nothing. */
export function confirmationIn(line: string, keywords: readonly string[]): string | null {
  const said = normalizeAnswer(line);
  for (const keyword of keywords) {
    const wanted = normalizeAnswer(keyword);
    if (wanted === '') continue;
    for (let at = said.indexOf(wanted); at >= 0; at = said.indexOf(wanted, at + 1)) {
      if (!NEGATIONS.includes(said[at - 1] ?? '')) return keyword;
    }
  }
  return null;
}
