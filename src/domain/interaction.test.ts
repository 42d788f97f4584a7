import { describe, expect, it } from 'vitest';
import { callsStaff, classifyAnswer, normalizeAnswer } from './interaction';

const keywords = { no: ['不是', '不需要', 'no'], yes: ['是', '需要', '好的', 'yes'] };

describe('classifyAnswer', () => {
  it('a yes keyword anywhere in the answer is a yes', () => {
    expect(classifyAnswer('好的，发给我吧', keywords)).toBe('yes');
    expect(classifyAnswer('我需要', keywords)).toBe('yes');
  });

  it('checks the no keywords first, so 不是 and 不需要 are no although 是 and 需要 are yes keywords', () => {
    expect(classifyAnswer('不是的', keywords)).toBe('no');
    expect(classifyAnswer('我不需要，谢谢', keywords)).toBe('no');
  });

  it('anything else, or nothing at all, leads to the default outcome', () => {
    expect(classifyAnswer('再说吧', keywords)).toBe('default');
    expect(classifyAnswer('   ', keywords)).toBe('default');
    expect(classifyAnswer('', keywords)).toBe('default');
  });

  it('ignores case, full-width letters, spaces and punctuation on both sides', () => {
    expect(classifyAnswer('ＹＥＳ!', keywords)).toBe('yes');
    expect(classifyAnswer('N O', keywords)).toBe('no');
    expect(classifyAnswer('好 的。', keywords)).toBe('yes');
    expect(normalizeAnswer(' Hello, 世界！')).toBe('hello世界');
  });

  it('a blank keyword never matches', () => {
    expect(classifyAnswer('随便', { no: ['  ', '。'], yes: [] })).toBe('default');
  });
});

describe('callsStaff', () => {
  it('asks a call only of a call strategy with a service group; the mini program and no transfer never do', () => {
    expect(callsStaff({ transferStrategy: 'direct', staffService: 'g1' })).toBe(true);
    expect(callsStaff({ transferStrategy: 'afterReply', staffService: 'g1' })).toBe(true);
    expect(callsStaff({ transferStrategy: 'direct', staffService: '' })).toBe(false);
    expect(callsStaff({ transferStrategy: 'miniProgram', staffService: 'g1' })).toBe(false);
    expect(callsStaff({ transferStrategy: 'none', staffService: 'g1' })).toBe(false);
  });
});
