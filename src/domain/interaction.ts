/**
 * The interactive Q&A card (spec 3 §3 "Interactive Q&A card template", §4 "Interactive video on the
 * customer page"): a customer's answer is classified as no (fail), yes (success) or default; the no
 * keywords are checked first, so "不是" is a no even when "是" is a yes keyword.
 */
export type AnswerOutcome = 'no' | 'yes' | 'default';

export interface AnswerKeywords {
  no: readonly string[];
  yes: readonly string[];
}

/** Case, width-insensitive letters and no spaces or punctuation: how answers and keywords are compared. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

const mentions = (answer: string, keywords: readonly string[]) =>
  keywords.some((keyword) => {
    const wanted = normalizeAnswer(keyword);
    return wanted !== '' && answer.includes(wanted);
  });

/** The outcome an answer leads to: 'no' when it mentions a no keyword, else 'yes' for a yes keyword, else 'default'. */
export function classifyAnswer(text: string, keywords: AnswerKeywords): AnswerOutcome {
  const answer = normalizeAnswer(text);
  if (answer === '') return 'default';
  if (mentions(answer, keywords.no)) return 'no';
  if (mentions(answer, keywords.yes)) return 'yes';
  return 'default';
}

/** What each outcome shows and says, and whether it hands the customer to staff. */
export interface OutcomeBlock {
  card: string;
  reply: string;
  keywords: string[];
  staffService: string;
  transferStrategy: TransferStrategy;
}

/**
 * none: no transfer; direct: a call to staff at once; afterReply: a call to staff once the reply has played;
 * miniProgram: once the reply has played, the customer goes on in the tenant's WeChat mini program by its link.
 */
export const TRANSFER_STRATEGIES = ['none', 'direct', 'afterReply', 'miniProgram'] as const;
export type TransferStrategy = (typeof TRANSFER_STRATEGIES)[number];

/** Whether an outcome asks a call of its service group (the mini program's staff are reached inside WeChat). */
export function callsStaff(block: Pick<OutcomeBlock, 'staffService' | 'transferStrategy'>): boolean {
  return (block.transferStrategy === 'direct' || block.transferStrategy === 'afterReply') && block.staffService !== '';
}

/** The fields of one outcome in the template's flat form (answerYesCard, staffServiceForAnswerYes, …). */
export const OUTCOME_FIELDS = {
  yes: {
    card: 'answerYesCard',
    reply: 'answerYesReply',
    keywords: 'answerYesKeywords',
    staffService: 'staffServiceForAnswerYes',
    transferStrategy: 'transferStrategyForAnswerYes',
  },
  no: {
    card: 'answerNoCard',
    reply: 'answerNoReply',
    keywords: 'answerNoKeywords',
    staffService: 'staffServiceForAnswerNo',
    transferStrategy: 'transferStrategyForAnswerNo',
  },
  default: {
    card: 'defaultCard',
    reply: 'defaultReply',
    keywords: 'defaultKeywords',
    staffService: 'staffServiceForAnswerDefault',
    transferStrategy: 'transferStrategyForAnswerDefault',
  },
} as const satisfies Record<AnswerOutcome, Record<keyof OutcomeBlock, string>>;

export const ANSWER_OUTCOMES: readonly AnswerOutcome[] = ['yes', 'no', 'default'];

export const KEYWORDS_MAX = 20;
export const KEYWORD_LENGTH_MAX = 20;
