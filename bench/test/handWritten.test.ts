import { describe, expect, it } from 'vitest'
import { handWrittenAnalysis } from '../src/handWritten.ts'

describe('handWrittenAnalysis', () => {
  it('keeps the analysis section, whatever its heading adds, up to the next section', () => {
    const report = [
      '# Report',
      '## Scale',
      '| a |',
      '## Why the missed targets are missed (written by hand)',
      '- **LCP.** Our JS.',
      '',
      '## Later',
      'x',
    ].join('\n')
    expect(handWrittenAnalysis(report)).toBe(
      '## Why the missed targets are missed (written by hand)\n- **LCP.** Our JS.',
    )
    expect(handWrittenAnalysis('# Report\n## Why the missed targets are missed\ntext\n')).toBe(
      '## Why the missed targets are missed\ntext',
    )
  })

  it('finds nothing in a report without one', () => {
    expect(handWrittenAnalysis('# Report\n## Targets\n')).toBeUndefined()
  })
})
