import type { ProductSeed } from './types.ts'

export const decorFlorals: ProductSeed[] = [
  {
    name: 'Pampas Grass Arrangement',
    amount: 35,
    description:
      'A generous arrangement of dried pampas plumes in a textured ivory vessel. It adds soft height and movement to entries, altars and lounges. Lovely in pairs either side of an arch.',
    dimensions: '90 cm wide x 130 cm high',
    weight: '4 kg',
    specifications: [
      'Dried and preserved pampas',
      'Ceramic vessel included',
      'Indoor or covered outdoor use',
      'Not suitable for windy sites',
    ],
    art: { object: 'florals', variant: 'pampas' },
    gallery: ['backdrop'],
  },
  {
    name: 'Blush Rose Centrepiece',
    amount: 45,
    description:
      'A lush low centrepiece of faux garden roses, ranunculus and trailing eucalyptus in a footed urn. It looks fresh-picked from every angle. Designed to sit below eye line so guests can talk across the table.',
    dimensions: '50 cm wide x 35 cm high',
    weight: '2.5 kg',
    specifications: ['Premium faux florals', 'Ceramic footed urn', 'Fresh floral upgrade on request'],
    art: { object: 'florals', variant: 'roses', color: '#e7b2a6' },
    gallery: ['detail'],
  },
  {
    name: 'Ivory Garden Centrepiece',
    amount: 45,
    description:
      'Ivory and champagne blooms with soft greenery in a low stone urn. Elegant and timeless on white or oatmeal linen. Pairs with our brass candlesticks.',
    dimensions: '50 cm wide x 35 cm high',
    weight: '2.5 kg',
    specifications: ['Premium faux florals', 'Stone-look urn', 'Fresh floral upgrade on request'],
    art: { object: 'florals', variant: 'roses', color: '#efe3d6' },
  },
  {
    name: 'Eucalyptus Garland',
    amount: 15,
    unit: 'per metre',
    description:
      'A full, trailing garland of silver-dollar eucalyptus to run down the centre of a table. It brings instant lushness with almost no effort. Weave candles and votives through it.',
    dimensions: 'Sold by the metre, approximately 25 cm wide',
    weight: '300 g per metre',
    specifications: [
      'Premium faux eucalyptus',
      'Joins seamlessly for long tables',
      'Fresh garland available on request',
    ],
    art: { object: 'florals', variant: 'eucalyptus' },
  },
  {
    name: 'Rose and Eucalyptus Garland',
    amount: 18,
    unit: 'per metre',
    description:
      'Our eucalyptus garland dotted with blush roses. Made for bridal tables and arch dressing. Generous and full even from a distance.',
    dimensions: 'Sold by the metre, approximately 30 cm wide',
    weight: '350 g per metre',
    specifications: [
      'Premium faux florals and foliage',
      'Cable ties and hooks included',
      'Fresh garland available on request',
    ],
    art: { object: 'florals', variant: 'garland' },
  },
  {
    name: 'Silk Rose Petals',
    amount: 5,
    unit: 'per bag',
    description:
      'A bag of soft silk rose petals in blush and ivory. Scatter them down the aisle or across the bridal table. Gathered and re-used after your event.',
    dimensions: 'Approximately 500 petals per bag',
    weight: '150 g',
    specifications: [
      'Silk petals in mixed blush and ivory',
      'Covers about 3 m of aisle',
      'Fresh petals available on request',
    ],
    art: { object: 'florals', variant: 'petals' },
  },
  {
    name: 'Amber Glass Bud Vase',
    amount: 2,
    description:
      'A little amber bud vase for a single stem or a few sprigs. Scatter them down the table in clusters of odd numbers. Warm and vintage-feeling under candlelight.',
    dimensions: '7 cm diameter x 15 cm high',
    weight: '180 g',
    specifications: ['Tinted glass', 'Hired in lots of 6', 'Stems not included'],
    art: { object: 'vase', variant: 'bud', color: '#c98a4a' },
    gallery: ['group'],
  },
  {
    name: 'Clear Cylinder Vase',
    amount: 6,
    variants: [
      ['30 cm', 6],
      ['45 cm', 8],
      ['60 cm', 10],
    ],
    description:
      'A heavy-based clear cylinder in three heights for submerged florals, tall stems or floating candles. The most versatile vessel we own. Mix the heights for layered tables.',
    dimensions: '12 cm diameter x 30, 45 or 60 cm high',
    weight: '1.4 to 2.6 kg',
    specifications: ['Clear glass', 'Watertight', 'Returned rinsed'],
    art: { object: 'vase', variant: 'cylinder' },
  },
  {
    name: 'Ribbed Ceramic Vase',
    amount: 6,
    description:
      'A matte ivory vase with soft vertical ribbing. It suits dried stems, branches and loose garden flowers equally. Looks beautiful on a plinth at the entry.',
    dimensions: '20 cm diameter x 26 cm high',
    weight: '1.6 kg',
    specifications: ['Matte glazed ceramic', 'Watertight', 'Stems not included'],
    art: { object: 'vase', variant: 'ribbed', color: '#efe6da', accent: 'ceramic' },
  },
  {
    name: 'Gold Compote Bowl',
    amount: 8,
    description:
      'A footed compote in brushed gold for low, spilling arrangements. It lifts florals just enough to feel abundant. Also lovely holding fruit on a grazing table.',
    dimensions: '26 cm diameter x 16 cm high',
    weight: '1.1 kg',
    specifications: ['Gold-finished metal', 'Floral foam insert available', 'Food safe liner for fruit'],
    art: { object: 'vase', variant: 'compote', color: '#b08d57', accent: 'metal' },
  },
  {
    name: 'Stone Urn',
    amount: 22,
    description:
      'A classical footed urn in weathered stone finish. Dress it with trailing florals for an entry, a cake table or the end of an aisle. Heavy enough to stay put outdoors.',
    dimensions: '42 cm diameter x 34 cm high',
    weight: '9 kg',
    specifications: ['Fibre-cement, stone finish', 'Indoor and outdoor use', 'Florals quoted separately'],
    art: { object: 'vase', variant: 'urn', color: '#d9d1c5', accent: 'ceramic' },
  },
  {
    name: "Shepherd's Hook Aisle Stand",
    amount: 8,
    description:
      'A slim brass-finish shepherd’s hook with a hanging posy of faux blooms. Line them down a garden aisle for a simple, elegant guide to the altar. Swap in jars of fresh flowers if you prefer.',
    dimensions: '1.2 m high',
    weight: '1.5 kg',
    specifications: [
      'Powder-coated steel, brass finish',
      'Faux posy included',
      'Stake for lawns; weighted base for hard floors',
    ],
    art: { object: 'hook' },
  },
  {
    name: 'Gold Geometric Terrarium',
    amount: 10,
    description:
      'A faceted glass-and-gold terrarium holding a small dried floral study. A delicate accent for cake tables, signing tables and bars. Beautiful lit from behind with fairy lights.',
    dimensions: '20 x 20 x 30 cm',
    weight: '0.9 kg',
    specifications: ['Gold-finished metal and glass', 'Dried florals included', 'Indoor use'],
    art: { object: 'box', variant: 'terrarium' },
  },
]
