import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after the run, the ten test files that took longest (import and collection, set-up,
 * tests and hooks), so that the cost of the suite stays visible where it grows.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules
      .map((module) => {
        const diagnostic = module.diagnostic();
        return {
          file: module.relativeModuleId,
          ms: diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration + diagnostic.duration,
        };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (files.length === 0) return;
    const lines = files.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
    process.stdout.write(`\nThe ten slowest test files:\n${lines.join('\n')}\n`);
  }
}
