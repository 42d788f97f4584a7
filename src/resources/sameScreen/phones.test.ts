import { describe, expect, it } from 'vitest';
import { phonesProblem, splitPhones } from './phones';

describe('splitPhones', () => {
  it('reads phones separated by commas, semicolons, spaces and lines, once each', () => {
    expect(splitPhones(' 13912345678，15800001111;13700001234\n13912345678  18600002222、 ')).toEqual([
      '13912345678',
      '15800001111',
      '13700001234',
      '18600002222',
    ]);
    expect(splitPhones('  \n ')).toEqual([]);
  });
});

describe('phonesProblem', () => {
  it('asks for at least one phone, names a wrong one, and caps the count', () => {
    expect(phonesProblem([])).toBe('请输入手机号');
    expect(phonesProblem(['13912345678', '12345678901'])).toBe('请输入正确的手机号：12345678901');
    expect(phonesProblem(['1391234567'])).toBe('请输入正确的手机号：1391234567');
    expect(phonesProblem(Array.from({ length: 21 }, (_, i) => `139000000${String(i).padStart(2, '0')}`))).toBe(
      '一次最多发送20个手机号',
    );
    expect(phonesProblem(['13912345678', '15800001111'])).toBeNull();
  });
});
