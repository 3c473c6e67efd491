import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS, srcsetCandidates } from '../../../src/lib/sanity/imageWidths.ts'

describe('srcsetCandidates with the widest the layout draws', () => {
  it('stops at the srcset width covering it, each described at its own width', () => {
    expect(srcsetCandidates(1200, 800)).toEqual([
      [320, 320],
      [480, 480],
      [640, 640],
      [800, 800],
    ])
    expect(srcsetCandidates(3000, 700)).toEqual(srcsetCandidates(3000, 800))
  })

  it('changes nothing when the asset is no wider than that', () => {
    for (const asset of [300, 640, 800, 1067, 2400])
      expect(srcsetCandidates(asset, Math.max(asset, 800))).toEqual(srcsetCandidates(asset))
  })

  it('asks only for ladder widths', () => {
    for (const widest of [1, 320, 500, 800, 1999, 5000])
      for (const [request] of srcsetCandidates(1600, widest)) expect(IMAGE_WIDTHS).toContain(request)
  })
})
