import { describe, expect, it, vi } from 'vitest'
import { enquiryFormOriginFrom } from '../../src/server/security/enquiryFormOrigin.ts'

/** A CMS whose site settings the test edits; `fail` makes the next reads reject. */
function cms(enquiryFormUrl: string | null) {
  const state = { enquiryFormUrl, fail: false, reads: 0 }
  const fetch = vi.fn(async () => {
    state.reads += 1
    if (state.fail) throw new Error('CMS unreachable')
    return { enquiryFormUrl: state.enquiryFormUrl }
  })
  return { state, sanity: { fetch } as never }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('enquiry form origin', () => {
  it('reads the origin once, then serves it without waiting while it refreshes', async () => {
    const { state, sanity } = cms('https://forms.example.com/enquiry?embed=1')
    const origin = enquiryFormOriginFrom(sanity, 0)
    expect(await origin()).toBe('https://forms.example.com')
    state.enquiryFormUrl = 'https://new-forms.example.org/e'
    expect(await origin()).toBe('https://forms.example.com')
    await settle()
    expect(await origin()).toBe('https://new-forms.example.org')
  })

  it('keeps the last known origin when a read fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { state, sanity } = cms('https://forms.example.com/enquiry')
    const origin = enquiryFormOriginFrom(sanity, 0)
    await origin()
    state.fail = true
    await origin()
    await settle()
    expect(await origin()).toBe('https://forms.example.com')
    expect(warn).toHaveBeenCalled()
  })

  it('frames nothing for a missing or non-web URL', async () => {
    expect(await enquiryFormOriginFrom(cms(null).sanity)()).toBeUndefined()
    expect(await enquiryFormOriginFrom(cms('javascript:alert(1)').sanity)()).toBeUndefined()
    expect(await enquiryFormOriginFrom(cms('not a url').sanity)()).toBeUndefined()
  })

  it('does not re-read within the maximum age', async () => {
    const { state, sanity } = cms('https://forms.example.com/enquiry')
    const origin = enquiryFormOriginFrom(sanity, 60_000)
    await Promise.all([origin(), origin()])
    await origin()
    expect(state.reads).toBe(1)
  })
})
