import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { appEn } from './appEn';
import { appZhCN } from './appZhCN';
import { raEnglish } from './en';
import { raZhCN } from './raZhCN';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}

/** Empty lists name no resource (src/i18n/raZhCN.ts). */
const NAMELESS = new Set(['ra.page.empty', 'ra.navigation.no_results', 'ra.navigation.no_filtered_results']);
/** The pager's range names the rows shown only: the list's footer says the total once, '共 N 条'. */
const TOTAL_SAID_ONCE = new Set(['ra.navigation.page_range_info']);

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));

function compare(reference: Map<string, string>, translated: Map<string, string>) {
  const missing = [...reference.keys()].filter((key) => !translated.get(key)?.length);
  const extra = [...translated.keys()].filter((key) => !reference.has(key));
  const lostPlaceholders = [...reference.entries()]
    .filter(([key]) => !NAMELESS.has(key) && !TOTAL_SAID_ONCE.has(key))
    .filter(([key, text]) => [...placeholders(text)].some((name) => !placeholders(translated.get(key) ?? '').has(name)))
    .map(([key]) => key);
  return { missing, extra, lostPlaceholders };
}

describe('translations', () => {
  it('cover every react-admin key in zh-CN, keeping the placeholders', () => {
    const english = leaves(englishMessages as unknown as Tree);
    const chinese = leaves(raZhCN as unknown as Tree);
    expect(english.size).toBeGreaterThan(150);
    expect(compare(english, chinese)).toEqual({ missing: [], extra: [], lostPlaceholders: [] });
    const untranslated = [...chinese.entries()].filter(
      ([key, text]) => /[A-Za-z]/.test(text.replace(/%\{\w+\}/g, '')) && text === english.get(key),
    );
    expect(untranslated).toEqual([]);
  });

  it('say an empty list is empty without naming the resource, in both locales', () => {
    for (const messages of [raZhCN, raEnglish]) {
      const texts = leaves(messages as unknown as Tree);
      expect([...NAMELESS].filter((key) => /%\{name\}/.test(texts.get(key) ?? '%{name}'))).toEqual([]);
    }
    expect(leaves(raZhCN as unknown as Tree).get('ra.navigation.no_filtered_results')).toBe('没有符合条件的数据');
  });

  it('give our own texts the same keys and placeholders in en as in zh-CN', () => {
    expect(compare(leaves(appZhCN as unknown as Tree), leaves(appEn as unknown as Tree))).toEqual({
      missing: [],
      extra: [],
      lostPlaceholders: [],
    });
  });
});
