import type { ImageSpec } from './types.ts'

export const homePage = {
  heroHeading: 'Weddings and celebrations, beautifully considered',
  heroSubheading:
    'Planning, styling and equipment hire from Brisbane and Perth, for couples and brands around the world.',
  heroCtaLabel: 'Begin Your Journey',
  gallery: [
    {
      art: { kind: 'scene', scene: 'tablescape', palette: 'sage', seed: 'home-1', shape: 'landscape' },
      alt: 'Long vineyard table with sage runners and candlelight',
    },
    {
      art: { kind: 'scene', scene: 'florals', palette: 'champagne', seed: 'home-2', shape: 'tall' },
      alt: 'Champagne and ivory garden roses with soft greenery',
    },
    {
      art: { kind: 'scene', scene: 'ceremony', palette: 'blush', seed: 'home-3', shape: 'portrait' },
      alt: 'Ceremony aisle with bentwood chairs and a floral arch',
    },
    {
      art: { kind: 'scene', scene: 'candles', palette: 'plum', seed: 'home-4', shape: 'landscape' },
      alt: 'Candelabra and pillar candles glowing against a plum wall',
    },
    {
      art: { kind: 'scene', scene: 'setting', palette: 'blush', seed: 'home-5', shape: 'tall' },
      alt: 'Place setting with a gold-rim charger and dusty rose napkin',
    },
    {
      art: { kind: 'scene', scene: 'venue', palette: 'dusk', seed: 'home-6', shape: 'landscape' },
      alt: 'A marquee glowing on the lawn at golden hour',
    },
  ] satisfies ImageSpec[],
  /** Featured weddings point at portfolio events by slug. */
  featuredWeddings: [
    {
      event: 'eliza-james-montville',
      title: 'Eliza & James',
      subtitle: 'Montville Hinterland, Spring 2025',
      description:
        'Blush garden roses, a long table beneath the trees and candlelight as the mist rolled in over the ridge.',
      image: {
        art: { kind: 'scene', scene: 'tablescape', palette: 'blush', seed: 'feature-eliza', shape: 'portrait' },
        alt: 'Blush-toned long table set for Eliza and James in Montville',
      },
    },
    {
      event: 'charlotte-william-lake-como',
      title: 'Charlotte & William',
      subtitle: 'Lake Como, Italy, September 2024',
      description:
        'Three days on the lake in champagne and ivory, with a moongate arch for the vows and candlelit terraces for dinner.',
      image: {
        art: { kind: 'scene', scene: 'ceremony', palette: 'champagne', seed: 'feature-charlotte', shape: 'portrait' },
        alt: 'Moongate ceremony arch dressed in champagne florals at Lake Como',
      },
    },
    {
      event: 'amelia-noah-margaret-river',
      title: 'Amelia & Noah',
      subtitle: 'Margaret River, Autumn 2025',
      description:
        'A harvest-season vineyard wedding in sage and ivory, with one long trestle table stretching between the vines.',
      image: {
        art: { kind: 'scene', scene: 'venue', palette: 'sage', seed: 'feature-amelia', shape: 'portrait' },
        alt: 'Vineyard lawn with a dressed trestle table and festoon lights',
      },
    },
  ] satisfies Array<{ event: string; title: string; subtitle: string; description: string; image: ImageSpec }>,
  experience: {
    heading: 'An experience, not a production line',
    body: 'We take on a limited number of weddings each year so that every couple has our full attention, from the first conversation to the last dance. Full planning includes venue scouting: we visit, compare and negotiate on your behalf, here in Queensland and Western Australia or anywhere in the world.',
  },
  seo: {
    title: 'Amaranth Events | Wedding Planning & Event Styling, Brisbane & Perth',
    description:
      'Boutique wedding planning, event styling and equipment hire in Brisbane and Perth. A limited number of weddings each year, available worldwide.',
  },
}
