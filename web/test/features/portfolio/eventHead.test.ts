import { loadSeedDataset } from '@amaranth/schemas/seed'
import { describe, expect, it } from 'vitest'
import { eventHead, eventMeta, summarise } from '../../../src/features/event/eventHead.ts'
import type { PortfolioEventDetail } from '../../../src/features/event/eventQueries.ts'
import { createSanityClient, setSanityClient } from '../../../src/lib/sanity/client.ts'
import { sanityTarget } from '../../../src/lib/sanity/config.ts'

const cover = {
  alt: 'A long table under the trees',
  crop: null,
  hotspot: null,
  asset: { _id: 'image-0636598a3354b985a6e2e5f21ef712268012aa51-1600x1067-jpg', width: 1600, height: 1067, lqip: null },
}
const event = {
  name: 'Eliza & James — Montville Hinterland',
  description: 'A spring celebration '.repeat(20),
  coverImage: cover,
  images: [{ ...cover, _key: 'img1' }],
} as unknown as PortfolioEventDetail

describe('event head', () => {
  it('gives the event its own title, a preview-length description and an absolute share image', () => {
    setSanityClient(createSanityClient(sanityTarget({}, 'https://amaranth.test')))
    const head = eventHead(event, 'Amaranth Events')
    expect(head.title).toBe('Eliza & James — Montville Hinterland | Amaranth Events')
    expect(head.description.length).toBeLessThanOrEqual(160)
    const kept = head.description.slice(0, -1)
    expect(head.description.endsWith('…')).toBe(true)
    expect(event.description.startsWith(kept) && event.description[kept.length] === ' ').toBe(true)
    expect(head.image).toMatchObject({ width: 1200, height: 630, alt: cover.alt })
    expect(head.image!.url).toMatch(
      /^https:\/\/amaranth\.test\/cms\/images\/embedded\/production\/0636598a3354b985a6e2e5f21ef712268012aa51-1600x1067\.jpg\?.*w=1200&h=630/,
    )
    expect(eventMeta(head)).toContainEqual({ property: 'og:image', content: head.image!.url })
  })

  it('keeps a short description whole and trims a long one at a word', () => {
    expect(summarise('  An intimate   sunset ceremony. ')).toBe('An intimate sunset ceremony.')
    expect(summarise('one two three four', 12)).toBe('one two…')
  })

  it('has seed events whose descriptions all summarise within the limit', () => {
    const descriptions = loadSeedDataset()
      .filter((doc) => doc._type === 'portfolioEvent')
      .map((doc) => summarise(String(doc.description)))
    expect(descriptions).toHaveLength(17)
    for (const text of descriptions) expect(text.length).toBeLessThanOrEqual(160)
  })
})
