import type { ProductSeed } from './types.ts'

export const accessories: ProductSeed[] = [
  {
    name: 'Gold Leaf Napkin Ring',
    amount: 1.5,
    description:
      'A brushed-gold napkin ring crowned with a small spray of leaves. It turns a rolled linen napkin into a little gift at every place. Works with every colour in our linen range.',
    dimensions: '5 cm diameter',
    weight: '40 g',
    specifications: ['Gold-plated alloy', 'Fits napkins up to 50 x 50 cm', 'Hired in lots of 10'],
    art: { object: 'napkinring', color: '#b08d57', accent: '#a3ad98' },
  },
  {
    name: 'Brass Table Number Stand',
    amount: 4,
    description:
      'A slim brass stand holding a table number card at just the right height. Guests find their table at a glance without cluttering your centrepiece. Includes printed numbers 1 to 30 in our serif style.',
    dimensions: '12 x 30 cm',
    weight: '0.3 kg',
    specifications: ['Brass-finished steel', 'Printed numbers 1 to 30 included', 'Custom cards welcome'],
    art: { object: 'sign', variant: 'frame', text: '7|TABLE' },
    gallery: ['group'],
  },
  {
    name: 'Acrylic Place Card',
    amount: 2,
    description:
      'A clear acrylic place card for hand-lettered or printed guest names. It sits neatly on a napkin or above the plate. Names can be added by our calligrapher on request.',
    dimensions: '9 x 5 cm',
    weight: '20 g',
    specifications: [
      '3 mm clear acrylic',
      'Lettering service available on request',
      'Cleaned and re-used after every hire',
    ],
    art: { object: 'sign', variant: 'number', text: 'Eliza|GUEST' },
  },
]
