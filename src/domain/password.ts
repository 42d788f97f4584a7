/**
 * Password rules of spec 1 §5, shared by the forms and the server.
 * A rule returns the first problem found, so a person fixes one thing at a time.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
const PASSWORD_MIN_CLASSES = 3;

type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'sameAsLoginName' | 'tooWeak';

const passwordProblemText: Record<PasswordProblem, string> = {
  required: '请输入密码',
  tooShort: '密码的最短长度大于等于8位数',
  tooLong: '密码的最大长度小于等于30位数',
  sameAsLoginName: '密码和用户名不能相同',
  tooWeak: '密码需包含大小写字母、数字、非字母字符，最少三种',
};

export const PASSWORD_MISMATCH_TEXT = '确认密码与新密码不一致，请重新输入';

const characterClasses: readonly RegExp[] = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** How many of upper-case, lower-case, digits and other characters the password uses. */
export function countCharacterClasses(password: string): number {
  return characterClasses.filter((re) => re.test(password)).length;
}

/** Length is counted in code points, so a character outside the BMP counts once. */
function passwordLength(password: string): number {
  return [...password].length;
}

export function findPasswordProblem(password: string, loginName: string): PasswordProblem | null {
  if (password.length === 0) return 'required';
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (loginName !== '' && password.toLowerCase() === loginName.toLowerCase()) return 'sameAsLoginName';
  if (countCharacterClasses(password) < PASSWORD_MIN_CLASSES) return 'tooWeak';
  return null;
}

/** The Chinese message for the first problem, or null when the password meets the rules. */
export function passwordMessage(password: string, loginName: string): string | null {
  const problem = findPasswordProblem(password, loginName);
  return problem === null ? null : passwordProblemText[problem];
}
