import { describe, expect, it } from 'vitest'
import { includesGst } from '../../src/pricing/gst.ts'

describe('includesGst', () => {
  it('is true only for a registered business with an ABN', () => {
    expect(includesGst({ gstRegistered: true, abn: '53 824 610 028' })).toBe(true)
    expect(includesGst({ gstRegistered: true, abn: null })).toBe(false)
    expect(includesGst({ gstRegistered: true, abn: '  ' })).toBe(false)
    expect(includesGst({ gstRegistered: false, abn: '53 824 610 028' })).toBe(false)
    expect(includesGst({})).toBe(false)
  })
})
