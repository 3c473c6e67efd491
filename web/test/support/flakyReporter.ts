import type { Reporter, TestCase } from 'vitest/node'

/**
 * Names every test that failed and then passed on CI's retry, so a flake is seen and fixed rather
 * than hidden by the retry (vitest.config.ts). scripts/test.mjs repeats these lines in its summary.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = []

  onTestCaseResult(testCase: TestCase) {
    const { flaky, retryCount } = testCase.diagnostic() ?? {}
    if (flaky)
      this.flaky.push(
        `FLAKY  ${testCase.module.relativeModuleId} > ${testCase.fullName} (passed on retry ${retryCount})`,
      )
  }

  onTestRunEnd() {
    for (const line of this.flaky) console.log(line)
  }
}
