import { describe, expect, it } from 'vitest';
import { confirmationIn, suggestScripts } from './sopMatch';

const scripts = [
  { id: 'open', title: '开场问候', keywords: ['你好', '您好'], confirmKeywords: [] },
  { id: 'price', title: '价格异议', keywords: ['太贵', '价格', '便宜'], confirmKeywords: [] },
  { id: 'risk', title: '风险提示', keywords: ['风险', '亏损', '保本'], confirmKeywords: ['确认', '同意', '明白'] },
  { id: 'plan', title: '养老规划', keywords: ['养老', '退休'], confirmKeywords: ['愿意'] },
];
const ids = (lines: string[], limit?: number) => suggestScripts(lines, scripts, limit).map((s) => s.script.id);

describe('suggestScripts', () => {
  it('suggests the scripts whose keywords the latest words mention, the newest line weighing most', () => {
    expect(ids(['您好，我想了解一下'])).toEqual(['open']);
    expect(ids(['这个会不会亏损？'])).toEqual(['risk']);
    // Two keywords a line earlier outweigh one in the newest line; two lines earlier they do not.
    expect(ids(['价格太贵了', '我快退休了'])).toEqual(['price', 'plan']);
    expect(ids(['价格太贵了', '嗯', '我快退休了'])).toEqual(['plan', 'price']);
    expect(ids(['我快退休了', '价格太贵了'])).toEqual(['price', 'plan']);
  });

  it('ignores case, width, spaces and punctuation, matches the title too, and forgets lines older than three', () => {
    expect(suggestScripts(['说说 风险 提示吧！'], scripts)[0]).toMatchObject({
      script: { id: 'risk' },
      matched: ['风险', '风险提示'],
    });
    expect(ids(['太贵', '嗯', '好的', '然后呢'])).toEqual([]);
    expect(ids([])).toEqual([]);
    expect(ids(['养老 退休 风险 太贵 您好'], 2)).toHaveLength(2);
  });

  it('keeps the library order between equal scores', () => {
    const twins = [
      { id: 'a', title: 'A', keywords: ['保险'], confirmKeywords: [] },
      { id: 'b', title: 'B', keywords: ['保险'], confirmKeywords: [] },
    ];
    expect(suggestScripts(['保险'], twins).map((s) => s.script.id)).toEqual(['a', 'b']);
  });
});

describe('confirmationIn', () => {
  const keywords = scripts[2]!.confirmKeywords;
  it('hears a confirmation keyword, not its negation', () => {
    expect(confirmationIn('好的，我确认。', keywords)).toBe('确认');
    expect(confirmationIn('我明白了', keywords)).toBe('明白');
    expect(confirmationIn('我不同意', keywords)).toBeNull();
    expect(confirmationIn('还没确认', keywords)).toBeNull();
    expect(confirmationIn('不明白，但我同意', keywords)).toBe('同意');
    expect(confirmationIn('', keywords)).toBeNull();
    expect(confirmationIn('确认', [''])).toBeNull();
  });
});
