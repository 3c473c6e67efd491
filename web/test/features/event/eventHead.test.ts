import { loadSeedDataset } from '@amaranth/schemas/seed'
import { describe, expect, it } from 'vitest'
import { eventHead } from '../../../src/features/event/eventHead.ts'
import type { PortfolioEventDetail } from '../../../src/features/event/eventQueries.ts'
import { summarise } from '../../../src/lib/seo/summarise.ts'

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
  it('gives the event its own title, a preview-length description and its cover to share', () => {
    const head = eventHead(event, 'Amaranth Events')
    expect(head.title).toBe('Eliza & James — Montville Hinterland | Amaranth Events')
    expect(head.description.length).toBeLessThanOrEqual(160)
    const kept = head.description.slice(0, -1)
    expect(head.description.endsWith('…')).toBe(true)
    expect(event.description.startsWith(kept) && event.description[kept.length] === ' ').toBe(true)
    expect(head.shareImage).toBe(cover)
    const uncovered = { ...event, coverImage: null } as unknown as PortfolioEventDetail
    expect(eventHead(uncovered).shareImage).toBe(event.images[0])
  })

  it('has seed events whose descriptions all summarise within the limit', () => {
    const descriptions = loadSeedDataset()
      .filter((doc) => doc._type === 'portfolioEvent' && !doc._id.startsWith('drafts.'))
      .map((doc) => summarise(String(doc.description)))
    expect(descriptions).toHaveLength(17)
    for (const text of descriptions) expect(text.length).toBeLessThanOrEqual(160)
  })
})
