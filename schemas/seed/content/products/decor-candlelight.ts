import type { ProductSeed } from './types.ts'

export const decorCandlelight: ProductSeed[] = [
  {
    name: 'Brass Five-Arm Candelabra',
    amount: 25,
    variants: [
      ['60 cm', 25],
      ['80 cm', 30],
    ],
    description:
      'A sculptural brass candelabra with five gently curving arms. Run several down a long table for a warm, old-world glow. Choose the taller height for high-ceilinged rooms.',
    dimensions: '45 cm wide x 60 cm or 80 cm high',
    weight: '2.4 to 3.1 kg',
    specifications: [
      'Solid brass with an aged finish',
      'Takes standard 2 cm taper candles',
      'Drip trays supplied',
      'Candles sold separately',
    ],
    art: { object: 'candelabra' },
    gallery: ['group', 'detail'],
  },
  {
    name: 'Three-Arm Brass Candelabra',
    amount: 18,
    description:
      'A smaller three-arm candelabra for round tables and sweetheart settings. Its lower profile keeps conversation flowing across the table. Lovely mixed with our taper candlesticks.',
    dimensions: '32 cm wide x 45 cm high',
    weight: '1.6 kg',
    specifications: ['Solid brass, aged finish', 'Takes 2 cm taper candles', 'Candles sold separately'],
    art: { object: 'candelabra', variant: 'three' },
  },
  {
    name: 'Brass Taper Candlestick',
    amount: 3.5,
    description:
      'A vintage-style brass candlestick that brings height and sparkle to any table. Group them at different heights for a collected, heirloom look. Each has its own gentle patina.',
    dimensions: '9 cm base x 22 cm high',
    weight: '0.5 kg',
    specifications: ['Solid brass', 'Takes 2 cm taper candles', 'Hired in lots of 6'],
    art: { object: 'candlestick' },
    gallery: ['group'],
  },
  {
    name: 'Ivory Taper Candles',
    amount: 6,
    unit: 'per pack of 6',
    label: '$6.00 per pack of 6',
    description:
      'Dripless ivory tapers sized for our candlesticks and candelabra. They burn cleanly for around eight hours. Yours to keep after the event.',
    dimensions: '2.2 cm diameter x 30 cm high',
    weight: '0.4 kg per pack',
    specifications: ['Unscented, dripless wax', 'Approximately 8 hours burn time', 'Purchased rather than hired'],
    art: { object: 'candle', variant: 'taper' },
  },
  {
    name: 'Pillar Candle Trio',
    amount: 8,
    unit: 'per set of 3',
    description:
      'Three ivory pillar candles in graduated heights for a soft, layered glow. Place them on a mirror tile or a timber board down the centre of the table. Supplied with heatproof bases.',
    dimensions: '7.5 cm diameter; 10, 15 and 20 cm high',
    weight: '1.4 kg per set',
    specifications: ['Unscented wax', 'Heatproof bases included', 'Check your venue allows open flame'],
    art: { object: 'candle' },
  },
  {
    name: 'Gold Mercury Votive',
    amount: 1.5,
    description:
      'A small votive in gold mercury glass that scatters warm, speckled light. Cluster them among the florals or line the aisle. Tealight included.',
    dimensions: '6.5 cm diameter x 7 cm high',
    weight: '150 g',
    specifications: ['Mercury-finish glass', 'Tealight included', 'Hired in lots of 10'],
    art: { object: 'vase', variant: 'votive', color: '#d8c3a5', accent: 'metal' },
    gallery: ['group'],
  },
  {
    name: 'Clear Glass Votive',
    amount: 1.5,
    description:
      'A simple, heavy-based clear votive that suits every style. Dozens of them create a glowing carpet of light. Tealight included.',
    dimensions: '6 cm diameter x 7.5 cm high',
    weight: '170 g',
    specifications: ['Pressed glass', 'Tealight included', 'Hired in lots of 10'],
    art: { object: 'vase', variant: 'votive' },
  },
  {
    name: 'Glass Hurricane Candle Holder',
    amount: 6,
    description:
      'A tall glass hurricane that protects a pillar candle from the breeze. Essential for outdoor receptions and beach ceremonies. Ring the base with greenery for an easy centrepiece.',
    dimensions: '15 cm diameter x 30 cm high',
    weight: '1.3 kg',
    specifications: ['Clear glass with a weighted base', 'Fits pillars up to 7.5 cm wide', 'Suitable for outdoor use'],
    art: { object: 'vase', variant: 'hurricane', text: 'candle' },
  },
  {
    name: 'Floating Candle Cylinder',
    amount: 7,
    description:
      'A clear cylinder filled with water and topped with a floating candle. Add submerged stems or orchids for a modern, luminous centrepiece. We deliver them ready to fill on site.',
    dimensions: '12 cm diameter x 40 cm high',
    weight: '1.6 kg',
    specifications: ['Clear glass', 'Floating candle included', 'Filled on site by our team'],
    art: { object: 'vase', variant: 'cylinder', text: 'candle' },
  },
  {
    name: 'Brass Lantern',
    amount: 18,
    description:
      'A large glass-paned lantern in antique brass. Set them either side of an aisle or a doorway, or cluster them on steps. Battery candles included for worry-free outdoor use.',
    dimensions: '25 x 25 x 60 cm',
    weight: '3 kg',
    specifications: ['Brass-finished metal and glass', 'Battery pillar candle included', 'Indoor and outdoor use'],
    art: { object: 'lantern' },
  },
  {
    name: 'Rattan Lantern',
    amount: 12,
    description:
      'A woven rattan lantern with a warm, natural texture. Perfect for boho, beach and garden styling. Includes a flickering battery candle.',
    dimensions: '28 x 28 x 55 cm',
    weight: '1.4 kg',
    specifications: ['Natural rattan and glass', 'Battery candle included', 'Covered outdoor use'],
    art: { object: 'lantern', variant: 'rattan' },
  },
  {
    name: 'Festoon Lights',
    amount: 35,
    unit: 'per 10 m strand',
    description:
      'Warm-white festoon lights on 10 m strands with large round globes. Stretch them over a dance floor or zig-zag across a courtyard. Installed by our team with poles where needed.',
    dimensions: '10 m strand with 20 globes',
    weight: '3 kg per strand',
    specifications: ['Outdoor-rated LED globes', 'Connectable up to 50 m', 'Installation quoted separately'],
    art: { object: 'lights' },
    gallery: ['detail'],
  },
  {
    name: 'Fairy Light Curtain',
    amount: 40,
    description:
      'A shimmering curtain of warm-white fairy lights for behind a bridal table or dance floor. It reads beautifully in photographs after dark. Pair with sheer drapery for a soft glow.',
    dimensions: '3 m wide x 3 m drop',
    weight: '1.2 kg',
    specifications: [
      'LED micro lights, warm white',
      'Indoor or covered outdoor use',
      'Requires a power point within 5 m',
    ],
    art: { object: 'lights', variant: 'curtain' },
  },
]
