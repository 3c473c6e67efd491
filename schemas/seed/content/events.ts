import type { PaletteName, SceneKind } from './types.ts'

/** A portfolio event as authored; its photographs are drawn from `palette` and `scenes`. */
export type EventSeed = {
  slug: string
  name: string
  /** YYYY-MM; stored as the first of the month. */
  month: string
  description: string
  /** How many guests the look was styled for, as the story tells it. */
  guests: number
  venueLines: string[]
  featuredText?: string
  palette: PaletteName
  /** Compositions to cycle through, in the order the photos open. */
  scenes: SceneKind[]
  imageCount: number
  /** Short place label used in alt text. */
  place: string
}

const WEDDING: SceneKind[] = [
  'ceremony',
  'tablescape',
  'florals',
  'setting',
  'signage',
  'cake',
  'candles',
  'venue',
  'lounge',
  'drape',
]

export const events: EventSeed[] = [
  {
    slug: 'eliza-james-montville',
    name: 'Eliza & James — Montville Hinterland',
    month: '2025-10',
    description:
      'A spring celebration high in the Sunshine Coast hinterland, with blush garden roses, gold-rim chargers and a long table under the trees. We designed the day around the view: a hexagon arch at the ridge line and candlelight as the mist rolled in.',
    guests: 60,
    venueLines: ['A private garden estate', 'Montville, Sunshine Coast Hinterland'],
    featuredText: 'IN VOGUE',
    palette: 'blush',
    scenes: ['tablescape', ...WEDDING],
    imageCount: 12,
    place: 'Montville',
  },
  {
    slug: 'sophie-tom-cottesloe',
    name: 'Sophie & Tom — Cottesloe Beach',
    month: '2024-03',
    description:
      'An intimate sunset ceremony on the sand followed by dinner for twenty. Sheer linen, hurricane candles and rattan kept everything light against the Indian Ocean.',
    guests: 20,
    venueLines: [],
    palette: 'dusk',
    scenes: ['ceremony', 'setting', 'candles', 'florals', 'venue'],
    imageCount: 5,
    place: 'Cottesloe',
  },
  {
    slug: 'amelia-noah-margaret-river',
    name: 'Amelia & Noah — Margaret River',
    month: '2025-04',
    description:
      'A harvest-season vineyard wedding in soft sage and ivory. Crossback chairs lined a single long trestle between the vines, dressed with cheesecloth runners and trailing eucalyptus. Dessert was served under festoon lights by the cellar door.',
    guests: 80,
    venueLines: ['A private vineyard estate', 'Margaret River, Western Australia'],
    palette: 'sage',
    scenes: ['venue', 'tablescape', 'setting', 'florals', 'ceremony', 'signage', 'lounge', 'cake'],
    imageCount: 18,
    place: 'Margaret River',
  },
  {
    slug: 'grace-oliver-new-farm',
    name: 'Grace & Oliver — New Farm',
    month: '2023-06',
    description:
      'A moody winter reception in a converted riverside warehouse. Maroon velvet runners, brass candelabra and burgundy blooms made the room glow. Guests danced until midnight beneath a canopy of fabric swags.',
    guests: 120,
    venueLines: ['New Farm, Brisbane'],
    palette: 'maroon',
    scenes: ['candles', 'tablescape', 'drape', 'setting', 'florals', 'cake'],
    imageCount: 9,
    place: 'New Farm',
  },
  {
    slug: 'charlotte-william-lake-como',
    name: 'Charlotte & William — Lake Como',
    month: '2024-09',
    description:
      'Three days of celebration on the shores of Lake Como, planned from Brisbane over eighteen months. Champagne and ivory florals, crystal coupes and candlelit terraces set the tone, with a moongate arch for the vows. Every detail was sourced locally and styled by our team on the ground.',
    guests: 120,
    venueLines: ['A lakeside villa', 'Lake Como, Italy'],
    featuredText: 'IN VOGUE',
    palette: 'champagne',
    scenes: WEDDING,
    imageCount: 43,
    place: 'Lake Como',
  },
  {
    slug: 'isla-jack-noosa',
    name: 'Isla & Jack — Noosa Heads',
    month: '2023-11',
    description:
      'An all-white celebration with a coastal breeze. Ghost chairs, ivory linen and hundreds of votives let the florals and the ocean do the talking.',
    guests: 90,
    venueLines: ['Noosa Heads, Queensland'],
    palette: 'ivory',
    scenes: ['ceremony', 'setting', 'tablescape', 'florals', 'signage', 'cake', 'candles'],
    imageCount: 14,
    place: 'Noosa',
  },
  {
    slug: 'mayas-fiftieth-swan-valley',
    name: 'Maya’s Fiftieth — Swan Valley',
    month: '2024-05',
    description:
      'A long lunch for Maya’s fiftieth that stretched well into the evening. Plum and mauve florals, amber glassware and a lounge corner with the peacock chair made it feel like a party among friends.',
    guests: 40,
    venueLines: ['Swan Valley, Western Australia'],
    palette: 'plum',
    scenes: ['tablescape', 'lounge', 'candles', 'florals', 'setting', 'cake'],
    imageCount: 8,
    place: 'Swan Valley',
  },
  {
    slug: 'ruby-henry-byron-hinterland',
    name: 'Ruby & Henry — Byron Hinterland',
    month: '2022-10',
    description:
      'A relaxed hinterland wedding with a macramé backdrop, pampas and a sunken lounge for golden hour. We built a long table on the lawn with timber trestles and let the landscape frame everything. The evening ended with festoon lights and a bonfire.',
    guests: 64,
    venueLines: ['Byron Bay Hinterland, New South Wales'],
    palette: 'sage',
    scenes: ['venue', 'lounge', 'ceremony', 'tablescape', 'florals', 'signage', 'setting'],
    imageCount: 22,
    place: 'Byron Hinterland',
  },
  {
    slug: 'verity-skin-launch-fortitude-valley',
    name: 'Verity Skin Launch — Fortitude Valley',
    month: '2025-02',
    description:
      'A product launch for a Brisbane skincare label, designed to be photographed. Sculptural plinths, a neon welcome and an all-ivory floral installation carried the brand’s quiet palette. Media and guests moved between three styled moments.',
    guests: 150,
    venueLines: ['A warehouse gallery', 'Fortitude Valley, Brisbane'],
    palette: 'charcoal',
    scenes: ['drape', 'florals', 'candles', 'signage', 'lounge'],
    imageCount: 11,
    place: 'Fortitude Valley',
  },
  {
    slug: 'olivia-lucas-fremantle',
    name: 'Olivia & Lucas — Fremantle',
    month: '2023-04',
    description:
      'A heritage courtyard wedding at dusk in blush and terracotta tones. Long tables ran under festoon lights with brass candlesticks at every place. The ceremony took place beneath an ivory arch dressed in garden roses.',
    guests: 80,
    venueLines: ['Fremantle, Western Australia'],
    palette: 'dusk',
    scenes: ['tablescape', 'ceremony', 'venue', 'setting', 'florals', 'candles', 'cake'],
    imageCount: 16,
    place: 'Fremantle',
  },
  {
    slug: 'harper-ethan-tamborine',
    name: 'Harper & Ethan — Mount Tamborine',
    month: '2026-03',
    description:
      'A small autumn wedding in the rainforest with blush florals and candlelight. Just thirty guests, one long table and a lot of laughter.',
    guests: 30,
    venueLines: [],
    palette: 'blush',
    scenes: ['ceremony', 'tablescape', 'florals', 'candles', 'setting', 'cake'],
    imageCount: 6,
    place: 'Mount Tamborine',
  },
  {
    slug: 'zoe-daniel-rottnest',
    name: 'Zoe & Daniel — Rottnest Island',
    month: '2024-12',
    description:
      'A summer island wedding with a resort-umbrella cocktail hour, ivory linen and bright white florals. We shipped everything across on the morning ferry and had the tables set by noon. Dinner ran until the last boat.',
    guests: 100,
    venueLines: ['Rottnest Island, Western Australia'],
    palette: 'ivory',
    scenes: ['venue', 'ceremony', 'tablescape', 'setting', 'florals', 'lounge', 'signage', 'cake'],
    imageCount: 20,
    place: 'Rottnest Island',
  },
  {
    slug: 'mia-samuel-brisbane-city',
    name: 'Mia & Samuel — Brisbane City',
    month: '2022-08',
    description:
      'A black-tie city wedding in deep burgundy and brass. Five-arm candelabra ran down every table and the cake sat on a marble stand framed by velvet.',
    guests: 150,
    venueLines: [],
    palette: 'maroon',
    scenes: ['tablescape', 'candles', 'cake', 'setting', 'drape', 'florals'],
    imageCount: 10,
    place: 'Brisbane',
  },
  {
    slug: 'chloe-benjamin-santorini',
    name: 'Chloe & Benjamin — Santorini',
    month: '2023-09',
    description:
      'A clifftop ceremony at sunset followed by dinner on a whitewashed terrace. Soft blush florals, crystal glassware and hurricane candles held their own against the caldera view. Planned remotely and delivered with a local crew.',
    guests: 60,
    venueLines: ['Oia, Santorini, Greece'],
    palette: 'dusk',
    scenes: ['ceremony', 'venue', 'tablescape', 'setting', 'florals', 'candles'],
    imageCount: 15,
    place: 'Santorini',
  },
  {
    slug: 'annabel-leo-engagement-paddington',
    name: 'Annabel & Leo’s Engagement — Paddington',
    month: '2025-07',
    description:
      'A winter engagement party in a Paddington terrace, styled in blush and candlelight. A flower wall greeted guests and the champagne wall kept them smiling.',
    guests: 50,
    venueLines: ['Paddington, Brisbane'],
    palette: 'blush',
    scenes: ['florals', 'candles', 'signage', 'lounge', 'cake'],
    imageCount: 7,
    place: 'Paddington',
  },
  {
    slug: 'ava-max-yallingup',
    name: 'Ava & Max — Yallingup',
    month: '2025-11',
    description:
      'A coastal bush wedding with sage linen, timber and native florals. The ceremony faced the ocean and dinner moved into a marquee as the wind picked up. Quietly beautiful from start to finish.',
    guests: 110,
    venueLines: ['Yallingup, Western Australia'],
    palette: 'sage',
    scenes: ['ceremony', 'venue', 'tablescape', 'setting', 'florals', 'signage'],
    imageCount: 13,
    place: 'Yallingup',
  },
  {
    slug: 'harbour-foundation-winter-gala-perth',
    name: 'Harbour Foundation Winter Gala — Perth',
    month: '2022-06',
    description:
      'A charity gala for three hundred guests, transformed with plum drapery, candlelit rounds and a stage framed in florals. Our team installed the room overnight and handed it over with an hour to spare. The night raised record funds for the foundation.',
    guests: 300,
    venueLines: ['Perth, Western Australia'],
    palette: 'plum',
    scenes: ['drape', 'tablescape', 'candles', 'setting', 'florals', 'signage'],
    imageCount: 19,
    place: 'Perth',
  },
]
