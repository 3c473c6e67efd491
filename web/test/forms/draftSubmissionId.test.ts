/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { draftSubmissionId, forgetSubmissionId } from '../../src/forms/draftSubmissionId.ts'
import { submissionIdSchema } from '../../src/form-contracts/submissionId.ts'

afterEach(() => window.sessionStorage.clear())

describe('a draft submission id', () => {
  it('is valid, stays the same for the draft until forgotten, and is kept in sessionStorage', () => {
    const id = draftSubmissionId('amaranth.contactDraft')
    expect(submissionIdSchema.safeParse(id).success).toBe(true)
    expect(draftSubmissionId('amaranth.contactDraft')).toBe(id)
    expect(window.sessionStorage.getItem('amaranth.contactDraft.submissionId')).toBe(id)
    expect(draftSubmissionId('amaranth.inquiryDraft')).not.toBe(id)

    forgetSubmissionId('amaranth.contactDraft')
    expect(draftSubmissionId('amaranth.contactDraft')).not.toBe(id)
  })

  it('replaces a tampered saved id', () => {
    window.sessionStorage.setItem('amaranth.contactDraft.submissionId', '<script>')
    expect(draftSubmissionId('amaranth.contactDraft')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('lives as long as the page when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const id = draftSubmissionId('amaranth.blockedDraft')
    expect(draftSubmissionId('amaranth.blockedDraft')).toBe(id)
    forgetSubmissionId('amaranth.blockedDraft')
    expect(draftSubmissionId('amaranth.blockedDraft')).not.toBe(id)
  })
})
