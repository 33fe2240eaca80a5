import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the ten files whose tests took the most time in all, at the end of the run. Playwright's
 * own `reportSlowTests` leaves out every file whose tests ran on more than one worker — with
 * `fullyParallel`, nearly all of them — so this one adds up each file's tests wherever they ran.
 */
export default class SlowFilesReporter implements Reporter {
  private readonly totals = new Map<string, { duration: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const entry = this.totals.get(file) ?? { duration: 0, tests: 0 };
    entry.duration += result.duration;
    entry.tests += 1;
    this.totals.set(file, entry);
  }

  onEnd(_result: FullResult): void {
    const slowest = [...this.totals.entries()].sort((a, b) => b[1].duration - a[1].duration).slice(0, 10);
    if (slowest.length === 0) return;
    const all = [...this.totals.values()].reduce((sum, entry) => sum + entry.duration, 0);
    console.log(
      `\n  The ten slowest files (time of their tests added up; ${(all / 1000).toFixed(0)} s for all files):`,
    );
    for (const [file, { duration, tests }] of slowest) {
      console.log(`  ${(duration / 1000).toFixed(1).padStart(7)} s  ${file} (${tests} test${tests === 1 ? '' : 's'})`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
