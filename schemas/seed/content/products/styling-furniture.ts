import type { ProductSeed } from './types.ts'

/** Ids are styling-furniture-1 to -6 and -8: number 7 was retired and its address is not re-used. */
export const stylingFurniture: ProductSeed[] = [
  {
    n: 1,
    name: 'Black Bentwood Chair',
    amount: 9,
    description:
      'The classic Parisian bistro chair in black-stained beech with a graceful curved back. It suits everything from a winery lunch to a black-tie reception. Light to move and comfortable for a long dinner.',
    dimensions: '42 cm wide x 50 cm deep x 88 cm high; seat 46 cm',
    weight: '4.5 kg',
    specifications: [
      'Steam-bent beech, black stain',
      'Rattan seat',
      'Stackable in pairs for transport',
      'Seat cushions available on request',
    ],
    art: { object: 'chair', variant: 'bentwood' },
    gallery: ['group'],
  },
  {
    n: 2,
    name: 'Crossback Timber Chair',
    amount: 10,
    description:
      'A rustic-refined crossback chair in warm oak with a woven rattan seat. Perfect for barn, vineyard and hinterland weddings. Looks wonderful lined down a long trestle table.',
    dimensions: '45 cm wide x 52 cm deep x 89 cm high; seat 46 cm',
    weight: '5.5 kg',
    specifications: ['Solid oak frame', 'Hand-woven rattan seat', 'Stackable for transport'],
    art: { object: 'chair', variant: 'crossback' },
  },
  {
    n: 3,
    name: 'Clear Ghost Chair',
    amount: 9.5,
    description:
      'A clear acrylic chair with a rounded medallion back that almost disappears into the room. It keeps the eye on your florals and tablescape. Modern, light and very comfortable.',
    dimensions: '54 cm wide x 50 cm deep x 92 cm high; seat 47 cm',
    weight: '5 kg',
    specifications: ['Polycarbonate, clear', 'Indoor and outdoor use', 'Wiped and polished after every hire'],
    art: { object: 'chair', variant: 'ghost' },
  },
  {
    n: 4,
    name: 'Rattan Peacock Chair',
    amount: 85,
    description:
      'The statement piece of our collection: a hand-woven rattan peacock chair with a dramatic fanned back. Use it for a bridal lounge, a signing table or a photo moment that everyone queues for. Comes with a linen seat cushion.',
    dimensions: '105 cm wide x 75 cm deep x 150 cm high',
    weight: '14 kg',
    specifications: [
      'Hand-woven natural rattan',
      'Ivory linen seat cushion included',
      'Indoor or covered outdoor use',
      'Delivery and placement by our team',
    ],
    art: { object: 'peacock' },
    gallery: ['backdrop', 'detail'],
  },
  {
    n: 5,
    name: 'Blush Velvet Chaise',
    amount: 120,
    description:
      'A vintage-inspired chaise lounge upholstered in blush velvet with buttoned detailing. It creates an instant lounge corner or a beautiful spot for portraits. Seats two comfortably.',
    dimensions: '170 cm wide x 70 cm deep x 80 cm high',
    weight: '38 kg',
    specifications: [
      'Velvet upholstery on a hardwood frame',
      'Turned timber legs',
      'Indoor or covered outdoor use only',
      'Two-person delivery included',
    ],
    art: { object: 'chaise', color: '#e1bfb4' },
  },
  {
    n: 6,
    name: 'Timber Trestle Table',
    amount: 45,
    variants: [
      ['1.8 m, seats 6', 45],
      ['2.4 m, seats 8', 55],
    ],
    description:
      'A solid timber trestle with crossed legs and a beautifully worn top. Line several end to end for a long family-style table. It looks as good bare as it does dressed with linen.',
    dimensions: '1.8 m or 2.4 m long x 90 cm wide x 76 cm high',
    weight: '32 to 42 kg',
    specifications: [
      'Recycled hardwood top, oiled finish',
      'Removable trestle legs',
      'Pairs with our crossback and bentwood chairs',
      'Set-up included',
    ],
    art: { object: 'table' },
    gallery: ['detail'],
  },
  {
    n: 8,
    name: 'Resort Umbrella',
    amount: 150,
    description:
      'A generous market umbrella with a scalloped, fringed valance in ivory and champagne stripes. It brings a European beach-club feel to garden parties and poolside cocktails. Supplied with a weighted base and set up by our team.',
    dimensions: '2.7 m canopy diameter x 2.6 m high',
    weight: '28 kg with base',
    specifications: [
      'Cotton canvas canopy with fringed trim',
      'Timber pole and 20 kg base',
      'Not for use in winds above 30 km/h',
      'Delivery, set-up and pack-down included',
    ],
    art: { object: 'umbrella' },
    gallery: ['backdrop'],
  },
]
