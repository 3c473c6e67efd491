import type { HireCategoryId } from '../../src/rules/hireCategories.ts'
import type { ImageSpec } from './types.ts'

export type CategorySeed = {
  categoryId: HireCategoryId
  name: string
  heading: string
  description: string
  image: ImageSpec
  thumbnail: ImageSpec
}

/** In sort order, the order of HIRE_CATEGORIES (the site's fallback when the CMS lists none). */
export const categories: CategorySeed[] = [
  {
    categoryId: 'accessories',
    name: 'Styling Accessories',
    heading: 'Accessories',
    description:
      'The finishing touches: napkin rings, place cards and table numbers that make every setting feel personal.',
    image: {
      art: {
        kind: 'product',
        shape: 'landscape',
        items: [
          { object: 'napkinring', color: '#b08d57', accent: '#a3ad98' },
          { object: 'sign', variant: 'frame', text: '4|TABLE' },
          { object: 'sign', variant: 'number', text: 'Grace|GUEST' },
        ],
      },
      alt: 'Gold napkin ring, framed table number and acrylic place card on an ivory backdrop',
    },
    thumbnail: {
      art: { kind: 'product', shape: 'thumb', items: [{ object: 'napkinring', color: '#b08d57', accent: '#d9a49a' }] },
      alt: 'Gold leaf napkin ring around a rolled dusty rose napkin',
    },
  },
  {
    categoryId: 'catering-tableware',
    name: 'Catering & Tableware',
    heading: 'Catering & Tableware',
    description:
      'Chargers, fine plates, crystal glassware and gold cutlery for tables that feel generous and beautifully considered.',
    image: {
      art: {
        kind: 'product',
        shape: 'landscape',
        backdrop: '#efe4d6',
        items: [
          { object: 'plate', variant: 'charger-gold' },
          { object: 'stemware', variant: 'coupe', accent: 'champagne' },
          { object: 'cutlery' },
        ],
      },
      alt: 'Gold rim charger plate, crystal champagne coupe and brushed gold cutlery',
    },
    thumbnail: {
      art: {
        kind: 'product',
        shape: 'thumb',
        backdrop: '#efe4d6',
        items: [{ object: 'stemware', variant: 'coupe', accent: 'champagne' }],
      },
      alt: 'Crystal champagne coupe on a champagne backdrop',
    },
  },
  {
    categoryId: 'linen',
    name: 'Linen',
    heading: 'Linen',
    description:
      'Stonewashed napkins, floor-length tablecloths and soft runners in sage, dusty rose, ivory and deep maroon.',
    image: {
      art: {
        kind: 'product',
        shape: 'landscape',
        backdrop: '#eceee6',
        items: [
          { object: 'napkin', color: '#a3ad98' },
          { object: 'linen', variant: 'cloth', color: '#f7f1ea' },
          { object: 'napkin', color: '#d9a49a' },
        ],
      },
      alt: 'Sage and dusty rose linen napkins either side of an ivory tablecloth',
    },
    thumbnail: {
      art: { kind: 'product', shape: 'thumb', backdrop: '#eceee6', items: [{ object: 'napkin', color: '#a3ad98' }] },
      alt: 'Folded sage linen napkin',
    },
  },
  {
    categoryId: 'styling-furniture',
    name: 'Styling Furniture',
    heading: 'Styling Furniture',
    description:
      'Bentwood and crossback chairs, trestle tables, a rattan peacock chair and statement pieces for lounges and ceremonies.',
    image: {
      art: {
        kind: 'product',
        shape: 'landscape',
        backdrop: '#f1e6dc',
        items: [
          { object: 'chair', variant: 'bentwood' },
          { object: 'peacock' },
          { object: 'chair', variant: 'crossback' },
        ],
      },
      alt: 'Black bentwood chair, rattan peacock chair and crossback timber chair side by side',
    },
    thumbnail: {
      art: { kind: 'product', shape: 'thumb', backdrop: '#f1e6dc', items: [{ object: 'peacock' }] },
      alt: 'Rattan peacock chair with an ivory cushion',
    },
  },
  {
    categoryId: 'decor',
    name: 'Decor',
    heading: 'Decor',
    description:
      'Candelabra, lanterns, arches, florals, signage and plinths: everything that turns a room into your celebration.',
    image: {
      art: {
        kind: 'product',
        shape: 'landscape',
        backdrop: '#f3e8e1',
        items: [
          { object: 'candelabra' },
          { object: 'florals', variant: 'pampas' },
          { object: 'sign', variant: 'acrylic', text: 'Welcome' },
        ],
      },
      alt: 'Brass candelabra, pampas grass arrangement and acrylic welcome sign',
    },
    thumbnail: {
      art: { kind: 'product', shape: 'thumb', backdrop: '#f3e8e1', items: [{ object: 'candelabra' }] },
      alt: 'Brass five-arm candelabra with lit ivory tapers',
    },
  },
]
