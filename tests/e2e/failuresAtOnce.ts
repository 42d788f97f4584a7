import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How much of one error is printed at once; the whole of it follows in the list reporter's summary. */
const MAX_LINES = 40;

/**
 * Prints a failed test's errors as soon as it ends. The list reporter prints them only at the end of the run,
 * so a run stopped from outside (a CI that runs out of time) would show which tests failed but never why.
 */
export default class FailuresAtOnce implements Reporter {
  private printed = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    this.printed += 1;
    const title = test.titlePath().filter(Boolean).join(' › ');
    const lines = [`\n[failed at once] ${title} (${result.status}, try ${result.retry + 1})`];
    for (const error of result.errors) {
      const text = (error.stack ?? error.message ?? String(error.value)).split('\n');
      lines.push(...text.slice(0, MAX_LINES), ...(text.length > MAX_LINES ? ['  …'] : []));
    }
    process.stdout.write(`${lines.join('\n')}\n\n`);
  }

  onEnd(result: FullResult): void {
    if (this.printed > 0)
      process.stdout.write(`[failed at once] ${this.printed} failed tries printed as they ended (${result.status})\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
