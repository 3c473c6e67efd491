import type { ImageSpec } from './types.ts'

export type ServiceTabSeed = {
  label: string
  title: string
  subtitle: string
  description: string
  image: ImageSpec
  features: Array<{ title: string; description: string }>
}

export const servicesPage = {
  heading: 'Services',
  intro:
    'Full planning, styling and production for weddings, celebrations and brand events, from Brisbane and Perth to anywhere in the world.',
  tabs: [
    {
      label: 'Weddings',
      title: 'Wedding Planning and Styling',
      subtitle: 'From the first idea to the last dance',
      description:
        'We plan and style a limited number of weddings each year. Full planning covers venue scouting, budget, vendors, design and every moment of the day itself, so you can simply enjoy it.',
      image: {
        art: { kind: 'scene', scene: 'ceremony', palette: 'blush', seed: 'services-weddings', shape: 'landscape' },
        alt: 'Wedding ceremony with a floral arch and rows of chairs either side of the aisle',
      },
      features: [
        {
          title: 'Full Wedding Planning',
          description: 'Venue scouting, budgeting, timelines and vendor management from engagement to the day.',
        },
        {
          title: 'Editorial Styling',
          description: 'A considered design concept carried through florals, tableware, linen, signage and light.',
        },
        {
          title: 'Day-of Coordination',
          description: 'Our team runs the day to the minute so you and your families can be fully present.',
        },
        {
          title: 'Vendor Curation',
          description: 'Introductions to florists, caterers, photographers and musicians we trust completely.',
        },
      ],
    },
    {
      label: 'Celebrations',
      title: 'Event Styling & Coordination',
      subtitle: 'Birthdays, engagements and milestone gatherings',
      description:
        'From an engagement party in a Paddington terrace to a fiftieth among the vines, we style and coordinate celebrations of every size with the same care we bring to weddings.',
      image: {
        art: { kind: 'scene', scene: 'lounge', palette: 'plum', seed: 'services-celebrations', shape: 'landscape' },
        alt: 'Celebration lounge with a rattan peacock chair, rug and pampas',
      },
      features: [],
    },
    {
      label: 'Brand & Corporate Events',
      title: 'Brand Production and Events',
      subtitle: 'Launches, galas and experiences worth photographing',
      description:
        'We translate your brand into a space people remember: product launches, media events, galas and client dinners, designed, produced and installed by our team.',
      image: {
        art: { kind: 'scene', scene: 'drape', palette: 'charcoal', seed: 'services-brand', shape: 'landscape' },
        alt: 'Evening brand event with draped ceiling, chandelier and candlelit tables',
      },
      features: [
        {
          title: 'Visual Direction',
          description: 'A clear visual story for your event that sits naturally within your brand.',
        },
        {
          title: 'Unique Installations',
          description: 'Floral walls, sculptural plinths and bespoke backdrops built for the moment.',
        },
        { title: 'Creative Concepts', description: 'Ideas that give guests and media something worth sharing.' },
      ],
    },
  ] satisfies ServiceTabSeed[],
  pressQuote: {
    quote: 'Amaranth takes only a handful of weddings each year, and it shows in the quiet confidence of their work.',
    outlet: 'The Velvet Edit',
  },
  seo: {
    title: 'Services | Amaranth Events',
    description:
      'Wedding planning and styling, celebrations, and brand and corporate events by Amaranth Events, Brisbane and Perth, available worldwide.',
  },
}
