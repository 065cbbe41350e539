import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import type { Finding } from './fixtures';

/**
 * Prints what the fault tests found as the README's table: source × fault → what the visitor
 * sees, and in how many seconds; in the order the tests are written.
 */
export default class FaultTable implements Reporter {
  private suite: Suite | undefined;
  private findings = new Map<TestCase, Finding>();

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'passed') return;
    const note = result.annotations.find(({ type }) => type === 'fault')?.description;
    if (note) this.findings.set(test, JSON.parse(note) as Finding);
  }

  onEnd() {
    const rows = (this.suite?.allTests() ?? []).flatMap((test) => {
      const finding = this.findings.get(test);
      return finding
        ? [
            `| ${finding.source} | ${finding.fault} | ${finding.seen} | ${finding.seconds.toFixed(1)} |`,
          ]
        : [];
    });
    if (rows.length === 0) return;
    console.log(
      [
        '',
        '| source | fault | what the visitor sees | seconds |',
        '| --- | --- | --- | --- |',
        ...rows,
      ].join('\n'),
    );
  }
}
