import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countCharacterClasses,
  findPasswordProblem,
  passwordMessage,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './password';

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const digit = fc.constantFrom(...'0123456789');
const other = fc.constantFrom(...'!@#$%^&*()_+-=[]{};:,.<>/?~ 中文');
const anyChar = fc.oneof(upper, lower, digit, other);

/** A password made of chosen classes, each present at least once, of a given length. */
function passwordOf(classes: fc.Arbitrary<string>[], minLength: number, maxLength: number) {
  return fc
    .tuple(
      fc.tuple(...classes),
      fc.array(fc.oneof(...classes), { minLength: 0, maxLength: maxLength - classes.length }),
    )
    .map(([must, rest]) => [...must, ...rest])
    .filter((chars) => chars.length >= minLength && chars.length <= maxLength)
    .chain((chars) => fc.shuffledSubarray(chars, { minLength: chars.length, maxLength: chars.length }))
    .map((chars) => chars.join(''));
}

describe('password rules', () => {
  it('accepts any 8–30 character password with three or four classes that differs from the login name', () => {
    const threeOrFour = fc.shuffledSubarray([upper, lower, digit, other], { minLength: 3, maxLength: 4 });
    fc.assert(
      fc.property(
        threeOrFour.chain((classes) => passwordOf(classes, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)),
        (pw) => findPasswordProblem(pw, 'someone') === null,
      ),
    );
  });

  it('refuses any password using at most two classes', () => {
    const oneOrTwo = fc.shuffledSubarray([upper, lower, digit, other], { minLength: 1, maxLength: 2 });
    fc.assert(
      fc.property(
        oneOrTwo.chain((classes) => passwordOf(classes, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)),
        (pw) => passwordMessage(pw, 'someone') === '密码需包含大小写字母、数字、非字母字符，最少三种',
      ),
    );
  });

  it('refuses anything shorter than 8 or longer than 30 with the length messages', () => {
    fc.assert(
      fc.property(fc.array(anyChar, { minLength: 1, maxLength: 7 }), (chars) => {
        expect(passwordMessage(chars.join(''), 'x')).toBe('密码的最短长度大于等于8位数');
      }),
    );
    fc.assert(
      fc.property(fc.array(anyChar, { minLength: 31, maxLength: 80 }), (chars) => {
        expect(passwordMessage(chars.join(''), 'x')).toBe('密码的最大长度小于等于30位数');
      }),
    );
  });

  it('refuses the login name itself, whatever its case', () => {
    fc.assert(
      fc.property(passwordOf([upper, lower, digit], 8, 30), (name) => {
        expect(findPasswordProblem(name, name)).toBe('sameAsLoginName');
        expect(findPasswordProblem(name.toUpperCase(), name)).toBe('sameAsLoginName');
      }),
    );
  });

  it('asks for a password when it is empty', () => {
    expect(passwordMessage('', 'agent')).toBe('请输入密码');
  });

  it('counts the four classes', () => {
    expect(countCharacterClasses('abc')).toBe(1);
    expect(countCharacterClasses('aB3')).toBe(3);
    expect(countCharacterClasses('aB3!')).toBe(4);
    expect(countCharacterClasses('密码')).toBe(1);
  });
});
