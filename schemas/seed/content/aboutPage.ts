import type { ImageSpec } from './types.ts'

export const aboutPage = {
  heading: 'Our Story',
  heroImage: {
    art: { kind: 'scene', scene: 'drape', palette: 'ivory', seed: 'about-hero', shape: 'landscape' },
    alt: 'Ivory fabric swags and a candle chandelier above dressed reception tables',
  } satisfies ImageSpec,
  brandStory: [
    'Amaranth began with a single long table in the Sunshine Coast hinterland: borrowed chairs, a few dozen candles and a family that wanted their daughter’s wedding to feel like home. That evening taught us what we still believe: the most memorable celebrations are warm before they are grand.',
    'Today we are a small studio with homes in Brisbane and Perth, planning and styling weddings, milestone celebrations and brand events. We travel wherever our couples are, from the vineyards of Margaret River to the shores of Lake Como.',
    'Our hire collection grew from the pieces we kept reaching for: gold-rim chargers, crystal coupes, linen in soft sage and dusty rose, bentwood chairs and brass candelabra. Every item is cared for by our own team and delivered, set up and collected by the people who styled it.',
    'We work slowly and deliberately, with a trusted circle of florists, caterers and photographers. The result is a day that looks effortless, because every detail has already been thought about.',
  ],
  founder: {
    name: 'Isabelle Laurent',
    role: 'Founder & Creative Director',
    portrait: {
      art: { kind: 'scene', scene: 'florals', palette: 'champagne', seed: 'founder', shape: 'tall' },
      alt: 'Champagne roses from Isabelle Laurent’s studio, in place of a portrait',
    } satisfies ImageSpec,
    message: [
      'I take on a limited number of weddings each year. It is a deliberate choice: it means I can be there for every site visit, every tasting and every late-night message in the week before the day.',
      'What I love most is the moment just before guests arrive, when the candles are lit and the room is quiet. That is when you can see all the care that went into it. My promise is that your day will feel like you, only more so.',
    ],
  },
  seo: {
    title: 'About Us | Amaranth Events',
    description:
      'Meet Amaranth Events, a boutique wedding planning and styling studio in Brisbane and Perth led by founder and creative director Isabelle Laurent.',
  },
}
