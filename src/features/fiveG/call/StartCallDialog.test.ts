import { describe, expect, it } from 'vitest';
import { startCallProblems } from './StartCallDialog';

describe('the start-call modal’s checks', () => {
  it('asks for a name and a phone', () => {
    expect(startCallProblems({ name: ' ', phone: '' })).toEqual({ name: '请输入客户姓名', phone: '请输入客户手机号' });
  });

  it('takes 1 and ten digits, with an optional +86 or 0086', () => {
    for (const phone of ['13912345678', '+8613912345678', '008613912345678'])
      expect(startCallProblems({ name: '王先生', phone })).toEqual({});
    for (const phone of ['1391234567', '23912345678', '+85213912345678', '139-1234-5678'])
      expect(startCallProblems({ name: '王先生', phone }).phone).toBe('请输入正确的手机号');
  });
});
