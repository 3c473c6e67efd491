import type { ImageSpec } from './types.ts'

export type PressLogoSeed = {
  key: string
  name: string
  url: string
  logo?: { style: 'caps' | 'italic' | 'spaced' | 'stacked' | 'monogram'; alt: string }
}

/** Fictional publications; one is shown as set type because it has no logo file. */
export const pressLogos: PressLogoSeed[] = [
  {
    key: 'maison-bridal',
    name: 'Maison Bridal',
    url: 'https://maisonbridal.example',
    logo: { style: 'caps', alt: 'Maison Bridal wordmark' },
  },
  {
    key: 'the-velvet-edit',
    name: 'The Velvet Edit',
    url: 'https://thevelvetedit.example',
    logo: { style: 'italic', alt: 'The Velvet Edit wordmark' },
  },
  {
    key: 'coastal-vows',
    name: 'Coastal Vows',
    url: 'https://coastalvows.example',
    logo: { style: 'spaced', alt: 'Coastal Vows wordmark' },
  },
  {
    key: 'atelier-luxe',
    name: 'Atelier Luxe Guide',
    url: 'https://atelierluxe.example',
    logo: { style: 'stacked', alt: 'Atelier Luxe Guide wordmark' },
  },
  {
    key: 'hinterland-weddings',
    name: 'Hinterland Weddings',
    url: 'https://hinterlandweddings.example',
    logo: { style: 'monogram', alt: 'Hinterland Weddings monogram and wordmark' },
  },
  { key: 'southern-bride-journal', name: 'Southern Bride Journal', url: 'https://southernbridejournal.example' },
]

export type PressFeatureSeed = {
  key: string
  title: string
  outlet: string
  quote: string
  link: string
  image: ImageSpec
}

export const pressFeatures: PressFeatureSeed[] = [
  {
    key: 'velvet-edit-lake-como',
    title: 'A Lakeside Romance in Champagne and Candlelight',
    outlet: 'The Velvet Edit',
    quote:
      'Amaranth Events brought a Queenslander’s warmth to the shores of Lake Como: every table glowed, every detail felt personal, and nothing ever looked overdone.',
    link: 'https://thevelvetedit.example/weddings/lakeside-romance',
    image: {
      art: { kind: 'scene', scene: 'tablescape', palette: 'champagne', seed: 'press-como', shape: 'landscape' },
      alt: 'Candlelit terrace table with champagne florals at a Lake Como wedding',
    },
  },
  {
    key: 'velvet-edit-planners',
    title: 'The Planners Redefining the Australian Wedding',
    outlet: 'The Velvet Edit',
    quote:
      'With studios in Brisbane and Perth, Amaranth takes only a handful of weddings each year, and it shows in the quiet confidence of their work.',
    link: 'https://thevelvetedit.example/people/planners-to-know',
    image: {
      art: { kind: 'scene', scene: 'florals', palette: 'blush', seed: 'press-planners', shape: 'tall' },
      alt: 'Blush garden roses and trailing eucalyptus in soft window light',
    },
  },
  {
    key: 'atelier-luxe-hire',
    title: 'Where to Hire Heirloom-Worthy Tableware',
    outlet: 'Atelier Luxe Guide',
    quote:
      'Amaranth’s hire range reads like a collector’s cabinet: gold-rim chargers, etched coupes and brass candelabra, all immaculately kept.',
    link: 'https://atelierluxe.example/guide/event-hire',
    image: {
      art: { kind: 'scene', scene: 'setting', palette: 'ivory', seed: 'press-hire', shape: 'landscape' },
      alt: 'Overhead place setting with gold-rim charger, linen napkin and gold cutlery',
    },
  },
]
