import type { ProductSeed } from './types.ts'

const CLOTH_SIZES: Array<[string, number]> = [
  ['Round, 2.7 m', 25],
  ['Rectangle, 2.3 x 3.0 m', 28],
  ['Rectangle, 2.3 x 3.6 m', 32],
]

const napkinSpecs = [
  'Stonewashed European linen',
  '45 x 45 cm with a mitred hem',
  'Professionally laundered and pressed',
  'Hired in lots of 10',
]

export const linen: ProductSeed[] = [
  {
    name: 'Sage Linen Napkin',
    amount: 1.5,
    description:
      'A soft, stonewashed linen napkin in muted sage. It brings a fresh, garden feel to the table and pairs beautifully with gold cutlery. Lovely loosely knotted or simply folded under the cutlery.',
    dimensions: '45 x 45 cm',
    weight: '60 g',
    specifications: napkinSpecs,
    art: { object: 'napkin', color: '#a3ad98' },
    gallery: ['group'],
  },
  {
    name: 'Dusty Rose Linen Napkin',
    amount: 1.5,
    description:
      'A relaxed linen napkin in dusty rose, the gentlest blush for romantic tables. The stonewashed finish keeps it soft and lived-in. Layer it with our gold rim charger for a classic look.',
    dimensions: '45 x 45 cm',
    weight: '60 g',
    specifications: napkinSpecs,
    art: { object: 'napkin', color: '#d9a49a' },
    gallery: ['group'],
  },
  {
    name: 'Ivory Linen Napkin',
    amount: 1.5,
    description:
      'Our ivory napkin is the quiet achiever of the linen range. Crisp enough for a formal dinner, relaxed enough for a garden lunch. Perfect with a sprig of rosemary tucked in the fold.',
    dimensions: '45 x 45 cm',
    weight: '60 g',
    specifications: napkinSpecs,
    art: { object: 'napkin', color: '#f7f1ea' },
  },
  {
    name: 'Charcoal Linen Napkin',
    amount: 1.8,
    description:
      'A deep charcoal napkin for evening receptions and moody colour palettes. It looks wonderful against ivory linen with brass candlelight. Heavier weave with a beautifully soft hand.',
    dimensions: '45 x 45 cm',
    weight: '70 g',
    specifications: [
      'Heavyweight European linen',
      '45 x 45 cm with a mitred hem',
      'Professionally laundered and pressed',
      'Hired in lots of 10',
    ],
    art: { object: 'napkin', color: '#4a4543' },
  },
  {
    name: 'White Linen Tablecloth',
    amount: 25,
    variants: CLOTH_SIZES,
    description:
      'A floor-length tablecloth in bright white linen blend that drapes in soft, even folds. The foundation of a classic reception table. Available for round and rectangular tables.',
    dimensions: 'Round 2.7 m; rectangle 2.3 x 3.0 m or 2.3 x 3.6 m',
    weight: '1.2 to 1.8 kg',
    specifications: [
      'Linen and cotton blend',
      'Floor length on standard tables',
      'Professionally laundered and pressed',
      'Wax and red wine stains may incur a cleaning fee',
    ],
    art: { object: 'linen', variant: 'cloth', color: '#fbf9f4' },
    gallery: ['detail'],
  },
  {
    name: 'Oatmeal Linen Tablecloth',
    amount: 25,
    variants: CLOTH_SIZES,
    description:
      'Warm oatmeal linen with a natural slub texture for relaxed, organic styling. It softens timber and rattan pieces and makes florals glow. Our favourite for vineyard and hinterland weddings.',
    dimensions: 'Round 2.7 m; rectangle 2.3 x 3.0 m or 2.3 x 3.6 m',
    weight: '1.3 to 1.9 kg',
    specifications: ['Stonewashed linen', 'Floor length on standard tables', 'Professionally laundered and pressed'],
    art: { object: 'linen', variant: 'cloth', color: '#e3d6c3' },
  },
  {
    name: 'Champagne Satin Tablecloth',
    amount: 28,
    variants: [
      ['Round, 2.7 m', 28],
      ['Rectangle, 2.3 x 3.6 m', 34],
    ],
    description:
      'A lustrous satin cloth in soft champagne that catches candlelight all evening. Ideal for formal ballroom receptions and bridal tables. Drapes to the floor with a gentle sheen.',
    dimensions: 'Round 2.7 m; rectangle 2.3 x 3.6 m',
    weight: '1.4 to 1.9 kg',
    specifications: ['Polyester satin', 'Floor length on standard tables', 'Professionally laundered and steamed'],
    art: { object: 'linen', variant: 'cloth', color: '#d8c3a5' },
  },
  {
    name: 'Sage Cheesecloth Runner',
    amount: 8,
    description:
      'A long, airy cheesecloth runner in sage that tumbles off the table ends. Scrunch it loosely down the centre for an effortless, romantic look. Beautiful on bare timber trestles.',
    dimensions: '90 cm x 4 m',
    weight: '250 g',
    specifications: ['Cotton cheesecloth', 'Designed to be styled loosely', 'Washed after every hire'],
    art: { object: 'linen', variant: 'runner', color: '#a3ad98' },
  },
  {
    name: 'Blush Chiffon Runner',
    amount: 9,
    description:
      'A sheer chiffon runner in blush that floats over the table like a whisper. Layer it over white linen or let it spill over timber. Gorgeous in afternoon light.',
    dimensions: '70 cm x 5 m',
    weight: '200 g',
    specifications: ['Polyester chiffon', 'Sheer and lightweight', 'Steamed before every hire'],
    art: { object: 'linen', variant: 'chiffon', color: '#e9c4b9' },
  },
  {
    name: 'Maroon Velvet Runner',
    amount: 12,
    description:
      'A rich velvet runner in deep maroon for winter weddings and candlelit dinners. The soft pile shifts colour as the light moves. Stunning with brass candelabra and ivory florals.',
    dimensions: '35 cm x 3 m',
    weight: '600 g',
    specifications: ['Cotton-backed velvet', 'Hemmed edges', 'Dry cleaned after every hire'],
    art: { object: 'linen', variant: 'velvet', color: '#5a1417' },
  },
]
