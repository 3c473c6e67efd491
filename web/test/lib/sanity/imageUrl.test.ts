import { assetIdFor, readSeedAssets } from '@amaranth/schemas/seed'
import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cmsImageUrl, type ImageUrlSource } from '../../../src/lib/sanity/imageUrl.ts'
import { IMAGE_WIDTHS } from '../../../src/lib/sanity/imageWidths.ts'

const TARGETS = [
  {
    base: '/cms/images/embedded/production/',
    builder: { projectId: 'embedded', dataset: 'production', baseUrl: '/cms' },
  },
  { base: 'https://cdn.sanity.io/images/abc123/staging/', builder: { projectId: 'abc123', dataset: 'staging' } },
]

/** What SanityImage asked the library for before it had its own builder. */
function libraryUrl(target: (typeof TARGETS)[number], image: ImageUrlSource, width: number, aspectRatio?: number) {
  const builder = createImageUrlBuilder(target.builder)
    .image(image as SanityImageSource)
    .width(width)
    .auto('format')
    .quality(72)
  return aspectRatio
    ? builder
        .height(Math.round(width / aspectRatio))
        .fit('crop')
        .url()
    : builder.url()
}

const seedImages = readSeedAssets()
  .filter((asset) => asset.width)
  .map((asset) => ({ alt: null, asset: { _id: assetIdFor(asset) } }))
const RATIOS = [undefined, 1, 4 / 3, 4 / 5, 3 / 2, 2 / 3]

describe('cmsImageUrl', () => {
  it("gives @sanity/image-url's URL for every seed image, width and crop ratio", () => {
    expect(seedImages.length).toBeGreaterThan(20)
    for (const target of TARGETS)
      for (const image of seedImages)
        for (const width of IMAGE_WIDTHS)
          for (const ratio of RATIOS)
            expect(cmsImageUrl(target.base, image, width, ratio && Math.round(width / ratio))).toBe(
              libraryUrl(target, image, width, ratio),
            )
  })

  it('agrees under any crop and hotspot an editor can set', () => {
    const fraction = fc.double({ min: 0, max: 0.45, noNaN: true })
    const unit = fc.double({ min: 0.01, max: 1, noNaN: true })
    fc.assert(
      fc.property(
        fc.constantFrom(...seedImages),
        fc.option(fc.record({ top: fraction, bottom: fraction, left: fraction, right: fraction })),
        fc.option(fc.record({ x: unit, y: unit, width: unit, height: unit })),
        fc.constantFrom(...IMAGE_WIDTHS),
        fc.constantFrom(...RATIOS),
        (image, crop, hotspot, width, ratio) => {
          const source = { ...image, crop, hotspot }
          expect(cmsImageUrl(TARGETS[0]!.base, source, width, ratio && Math.round(width / ratio))).toBe(
            libraryUrl(TARGETS[0]!, source, width, ratio),
          )
        },
      ),
      { numRuns: 2000 },
    )
  })
})
