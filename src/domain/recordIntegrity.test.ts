import { describe, expect, it } from 'vitest';
import { canonicalJson, integrityMessage } from './recordIntegrity';

describe('the canonical form of a trail entry', () => {
  it('sorts keys at every depth and writes no spaces, whatever order the fields came in', () => {
    const one = canonicalJson({ b: 1, a: { d: [1, 'x'], c: null } });
    const other = canonicalJson({ a: { c: null, d: [1, 'x'] }, b: 1 });
    expect(one).toBe('{"a":{"c":null,"d":[1,"x"]},"b":1}');
    expect(other).toBe(one);
  });

  it('writes times as ISO 8601 UTC, leaves out undefined fields and keeps Chinese text as it is', () => {
    expect(
      canonicalJson({ at: new Date('2026-11-30T02:03:04.005Z'), gone: undefined, name: '王先生', list: [undefined] }),
    ).toBe('{"at":"2026-11-30T02:03:04.005Z","list":[null],"name":"王先生"}');
  });

  it('tells apart values that only look alike', () => {
    expect(canonicalJson({ n: 1 })).not.toBe(canonicalJson({ n: '1' }));
    expect(canonicalJson({ text: 'a"b' })).toBe('{"text":"a\\"b"}');
  });
});

describe('the verification in words', () => {
  it('says intact when nothing changed', () => {
    expect(integrityMessage({ firstChanged: null, changedFiles: [] })).toBe('录像与留痕完整，未被篡改');
  });

  it('names the first changed entry with its kind and China time, and each changed file', () => {
    const message = integrityMessage({
      firstChanged: {
        seq: 3,
        kind: 'access',
        kindName: '访问日志·播放录像',
        at: '2026-11-30T02:00:00.000Z',
        change: 'changed',
      },
      changedFiles: [{ kind: 'recording', name: '张晓明 2026-11-30 10:00:00 开始的录像', change: 'changed' }],
    });
    expect(message).toBe(
      '第 3 条留痕（访问日志·播放录像，2026-11-30 10:00:00）已被修改；录像文件已被修改：张晓明 2026-11-30 10:00:00 开始的录像',
    );
  });

  it('says when an entry was deleted, or written past the trail', () => {
    expect(
      integrityMessage({
        firstChanged: { seq: 4, kind: null, kindName: '', at: null, change: 'removed' },
        changedFiles: [],
      }),
    ).toBe('第 4 条留痕已被删除');
    expect(
      integrityMessage({
        firstChanged: {
          seq: null,
          kind: 'event',
          kindName: '房间事件',
          at: '2026-11-30T02:00:00.000Z',
          change: 'added',
        },
        changedFiles: [{ kind: 'document', name: '计划书.pdf 第 2 页', change: 'missing' }],
      }),
    ).toBe('有一条留痕（房间事件，2026-11-30 10:00:00）不在留痕链上，为事后添加；文档页面已被删除：计划书.pdf 第 2 页');
  });
});
