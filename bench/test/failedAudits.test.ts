import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'
import { failedAudits } from '../src/lighthouseRun.ts'

const audit = (id: string, fields: Record<string, unknown>) => ({ id, scoreDisplayMode: 'binary', ...fields })

describe('failedAudits', () => {
  it('names each failed binary audit with its explanation or its first item', () => {
    const audits = {
      'errors-in-console': audit('errors-in-console', {
        score: 0,
        details: {
          type: 'table',
          items: [{ source: 'network', description: 'Failed to load resource: 429 (Too Many Requests)' }],
        },
      }),
      'robots-txt': audit('robots-txt', { score: 0, explanation: 'Lighthouse was unable to download a robots.txt' }),
      'is-on-https': audit('is-on-https', { score: 0 }),
      'document-title': audit('document-title', { score: 1 }),
    } as unknown as Result['audits']
    expect(failedAudits({ audits })).toEqual([
      'errors-in-console: network Failed to load resource: 429 (Too Many Requests)',
      'robots-txt: Lighthouse was unable to download a robots.txt',
      'is-on-https',
    ])
  })
})
