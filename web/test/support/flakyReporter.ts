import type { Reporter, TestCase } from 'vitest/node'

/**
 * Names every test that failed and then passed on CI's retry, so a flake is seen and fixed rather
 * than hidden by the retry (vitest.config.ts), with the first lines of what failed: without them a
 * flake seen only on CI cannot be told apart from a timeout. scripts/test.mjs repeats these lines in
 * its summary.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = []

  onTestCaseResult(testCase: TestCase) {
    const { flaky, retryCount } = testCase.diagnostic() ?? {}
    if (!flaky) return
    // A test that passed on its retry keeps the errors of the attempts before: one line, so the summary keeps it.
    const [first] = testCase.result().errors ?? []
    const why = first ? `: ${(first.message ?? '').split('\n').slice(0, 3).join(' | ').slice(0, 300)}` : ''
    this.flaky.push(
      `FLAKY  ${testCase.module.relativeModuleId} > ${testCase.fullName} (passed on retry ${retryCount})${why}`,
    )
  }

  onTestRunEnd() {
    for (const line of this.flaky) console.log(line)
  }
}
