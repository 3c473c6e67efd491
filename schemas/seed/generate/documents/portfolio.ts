import { events, type EventSeed } from '../../content/events.ts'
import { LOOKS } from '../../content/looks.ts'
import type { PaletteName, SceneKind, Shape } from '../../content/types.ts'
import type { ImageRegistry } from '../images.ts'
import { createRng } from '../prng.ts'
import { ref, slug, type Doc } from './helpers.ts'

const TONES: Record<PaletteName, string> = {
  blush: 'blush and ivory',
  sage: 'sage and ivory',
  champagne: 'champagne and cream',
  ivory: 'all-white',
  maroon: 'deep burgundy',
  plum: 'plum and mauve',
  charcoal: 'ivory and brass',
  dusk: 'soft blush',
}

const ALT: Record<SceneKind, (tone: string) => string> = {
  tablescape: (t) => `Long reception table with ${t} florals, candlelight and gold-rim place settings`,
  ceremony: () => 'Ceremony aisle lined with chairs leading to a floral arch',
  florals: (t) => `Close view of ${t} blooms and trailing greenery`,
  candles: () => 'Brass candelabra and pillar candles glowing at dusk',
  drape: () => 'Fabric swags and a candle chandelier above the reception tables',
  setting: (t) => `Place setting in ${t} tones with charger, linen napkin, cutlery and menu card`,
  cake: () => 'Tiered wedding cake on a pedestal stand dressed with blooms',
  signage: () => 'Welcome sign on a timber easel framed by florals',
  lounge: () => 'Lounge corner with a rug, pampas and a statement seat',
  venue: () => 'The venue grounds at golden hour',
}

const SHAPES: Shape[] = ['landscape', 'landscape', 'landscape', 'portrait', 'portrait', 'tall']

function eventImages(event: EventSeed, images: ImageRegistry) {
  const rng = createRng(event.slug)
  return Array.from({ length: event.imageCount }, (_, i) => {
    const scene = event.scenes[i % event.scenes.length]!
    const shape = i === 0 ? 'landscape' : rng.pick(SHAPES)
    const alt = `${ALT[scene](TONES[event.palette])}, ${event.place}`
    return images.image(
      { art: { kind: 'scene', scene, palette: event.palette, seed: `${event.slug}-${i}`, shape }, alt },
      `${event.slug}-${i + 1}`,
      `img${i + 1}`,
    )
  })
}

export function eventDocs(images: ImageRegistry): Doc[] {
  return events.map((event, sortOrder) => {
    const photos = eventImages(event, images)
    return {
      _id: `event.${event.slug}`,
      _type: 'portfolioEvent',
      name: event.name,
      slug: slug(event.slug),
      date: `${event.month}-01`,
      description: event.description,
      guests: event.guests,
      ...(event.venueLines.length ? { venueLines: event.venueLines } : {}),
      featured: Boolean(event.featuredText),
      ...(event.featuredText ? { featuredText: event.featuredText } : {}),
      coverImage: images.image(
        {
          art: {
            kind: 'scene',
            scene: event.scenes[0]!,
            palette: event.palette,
            seed: `${event.slug}-0`,
            shape: 'landscape',
          },
          alt: photos[0]!.alt,
        },
        `${event.slug}-cover`,
      ),
      images: photos,
      ...(LOOKS[event.slug]
        ? {
            hireLook: LOOKS[event.slug]!.map(([productId, quantity], i) => ({
              _type: 'lookItem',
              _key: `look${i + 1}`,
              product: ref(`product.${productId}`),
              quantity,
            })),
          }
        : {}),
      sortOrder,
    }
  })
}
