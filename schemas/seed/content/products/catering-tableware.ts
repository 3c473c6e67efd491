import type { ProductSeed } from './types.ts'

export const cateringTableware: ProductSeed[] = [
  {
    name: 'Gold Rim Charger Plate',
    amount: 4.5,
    description:
      'Our most-requested charger: warm white with a fine antique-gold rim that frames every place setting. It lifts a simple dinner plate into something quietly celebratory. Pairs beautifully with sage or dusty rose napkins.',
    dimensions: '33 cm diameter',
    weight: '1.1 kg',
    specifications: [
      'Glazed stoneware with hand-applied gold rim',
      'Decorative use only: not for direct food contact',
      'Hand wash by our team after every hire',
      'Packed in padded crates of 20',
    ],
    art: { object: 'plate', variant: 'charger-gold' },
    gallery: ['group', 'detail'],
  },
  {
    name: 'Beaded Glass Charger',
    amount: 3.5,
    description:
      'A clear glass charger edged with a delicate beaded rim. It lets your linen show through while catching candlelight around the table. Ideal for garden parties and light, airy colour palettes.',
    dimensions: '33 cm diameter',
    weight: '1.3 kg',
    specifications: ['Clear tempered glass', 'Beaded rim detail', 'Decorative use only', 'Packed in crates of 20'],
    art: { object: 'plate', variant: 'beaded' },
  },
  {
    name: 'Rattan Woven Charger',
    amount: 3,
    description:
      'Hand-woven natural rattan with a tight spiral weave. It brings warmth and texture to coastal, boho and garden celebrations. Beautiful layered under white stoneware with a linen napkin.',
    dimensions: '35 cm diameter',
    weight: '0.4 kg',
    specifications: [
      'Natural rattan, hand woven',
      'Each piece varies slightly in tone',
      'Decorative use only',
      'Wipe clean; not for wet settings',
    ],
    art: { object: 'plate', variant: 'rattan' },
    gallery: ['group'],
  },
  {
    name: 'Classic White Dinner Plate',
    amount: 1.5,
    description:
      'A generous, rimmed dinner plate in soft white porcelain. Timeless and versatile, it sits happily on any charger in our range. Commercial-grade and dishwasher safe for caterers.',
    dimensions: '27 cm diameter',
    weight: '0.7 kg',
    specifications: [
      'Vitrified porcelain',
      'Food safe and commercial dishwasher safe',
      'Returned scraped and stacked, we do the washing',
      'Hired in lots of 10',
    ],
    art: { object: 'plate', variant: 'white' },
  },
  {
    name: 'White Entrée Plate',
    amount: 1.5,
    description:
      'The smaller companion to our dinner plate, sized for entrées, cake and dessert. Clean lines keep the focus on the food. Stacks neatly for buffet and grazing stations.',
    dimensions: '21 cm diameter',
    weight: '0.45 kg',
    specifications: ['Vitrified porcelain', 'Food safe and commercial dishwasher safe', 'Hired in lots of 10'],
    art: { object: 'plate', variant: 'side', color: '#fbf8f2', accent: '#e6ddd2' },
  },
  {
    name: 'Gold Rim Side Plate',
    amount: 2,
    description:
      'A bread and side plate finished with the same fine gold line as our charger. Set it to the upper left of each place for a complete, considered table. Equally lovely for cake at the end of the night.',
    dimensions: '18 cm diameter',
    weight: '0.35 kg',
    specifications: [
      'Porcelain with gold rim',
      'Food safe; hand wash only',
      'Not microwave safe',
      'Hired in lots of 10',
    ],
    art: { object: 'plate', variant: 'side' },
  },
  {
    name: 'Brushed Gold Cutlery Setting',
    amount: 4,
    unit: 'per setting',
    description:
      'A four-piece setting of dinner knife, fork, spoon and dessert spoon in a soft brushed gold. Slim, modern handles feel balanced in the hand. Our most photographed detail on the table.',
    dimensions: 'Knife 24 cm; fork 21 cm; spoons 21 cm and 18 cm',
    weight: '0.3 kg per setting',
    specifications: [
      '18/10 stainless steel with PVD gold finish',
      'Four pieces per setting',
      'Food safe; returned unwashed in the supplied trays',
      'Minimum hire of 10 settings',
    ],
    art: { object: 'cutlery', color: '#b08d57' },
    gallery: ['detail'],
  },
  {
    name: 'Matte Black Cutlery Setting',
    amount: 3.5,
    unit: 'per setting',
    description:
      'A four-piece setting in velvety matte black for modern and moody tables. It looks striking against ivory linen and sage napkins. Comfortable weight with slim, square-edged handles.',
    dimensions: 'Knife 24 cm; fork 21 cm; spoons 21 cm and 18 cm',
    weight: '0.3 kg per setting',
    specifications: [
      '18/10 stainless steel with matte black finish',
      'Four pieces per setting',
      'Food safe',
      'Minimum hire of 10 settings',
    ],
    art: { object: 'cutlery', color: '#3a3533' },
  },
  {
    name: 'Crystal Champagne Coupe',
    amount: 2,
    description:
      'The romantic, wide-bowled coupe for toasts, cocktails and champagne towers. Fine crystal rings softly when glasses meet. Stack them in a tower for the moment everyone remembers.',
    dimensions: '11 cm diameter x 15 cm high; 220 ml',
    weight: '0.18 kg',
    specifications: [
      'Lead-free crystal',
      'Suitable for champagne towers of up to five tiers',
      'Food safe and commercial dishwasher safe',
      'Delivered in racks of 25',
    ],
    art: { object: 'stemware', variant: 'coupe', accent: 'champagne' },
    gallery: ['group', 'backdrop'],
  },
  {
    name: 'Vintage Etched Coupe',
    amount: 2.5,
    description:
      'A coupe with a hand-etched garland around the bowl, inspired by old-world glassware. Each glass catches the light a little differently. Perfect for high tea, garden parties and intimate dinners.',
    dimensions: '11 cm diameter x 14 cm high; 200 ml',
    weight: '0.2 kg',
    specifications: ['Etched soda-lime glass', 'Food safe; hand wash only', 'Delivered in racks of 25'],
    art: { object: 'stemware', variant: 'coupe', accent: 'etched' },
  },
  {
    name: 'Crystal Wine Glass',
    amount: 1.8,
    description:
      'An all-purpose wine glass with a generous tulip bowl and fine stem. Elegant enough for a formal dinner and sturdy enough for a long night of dancing. The everyday hero of our glassware range.',
    dimensions: '8.5 cm diameter x 22 cm high; 350 ml',
    weight: '0.17 kg',
    specifications: [
      'Lead-free crystal',
      'Suits red and white wine',
      'Food safe and commercial dishwasher safe',
      'Delivered in racks of 25',
    ],
    art: { object: 'stemware', variant: 'wine' },
  },
  {
    name: 'Amber Glass Tumbler',
    amount: 1.8,
    description:
      'A low tumbler in warm amber glass that glows under festoon lights. Lovely for water, cocktails and long summer spritzes. It adds colour to the table without competing with the florals.',
    dimensions: '8 cm diameter x 9 cm high; 300 ml',
    weight: '0.25 kg',
    specifications: ['Tinted soda-lime glass', 'Food safe and commercial dishwasher safe', 'Delivered in racks of 36'],
    art: { object: 'tumbler', color: '#d99a50' },
  },
  {
    name: 'Sage Stemmed Goblet',
    amount: 2.2,
    description:
      'A softly tinted goblet in muted sage green with a sturdy stem. It brings an heirloom feel to garden and vineyard weddings. Beautiful beside gold cutlery and ivory linen.',
    dimensions: '9 cm diameter x 17 cm high; 320 ml',
    weight: '0.24 kg',
    specifications: ['Tinted glass', 'Food safe; hand wash only', 'Delivered in racks of 25'],
    art: { object: 'stemware', variant: 'goblet', color: '#a3ad98' },
    gallery: ['group'],
  },
  {
    name: 'Ribbed Water Carafe',
    amount: 4,
    description:
      'A one-litre carafe with gentle vertical ribbing and a narrow neck for easy pouring. Place one every four guests so water is always within reach. Handsome filled with citrus slices and mint.',
    dimensions: '11 cm diameter x 24 cm high; 1 litre',
    weight: '0.6 kg',
    specifications: ['Clear ribbed glass', 'Food safe', 'Returned rinsed', 'Pairs with our crystal wine glasses'],
    art: { object: 'tumbler', variant: 'carafe' },
  },
  {
    name: 'Ceramic Dessert Bowl',
    amount: 2,
    description:
      'A shallow ceramic bowl in warm oat with a speckled glaze and gold-touched rim. Made for pavlova, panna cotta and shared sides. Its handmade character suits relaxed long-table dinners.',
    dimensions: '16 cm diameter x 6 cm high',
    weight: '0.4 kg',
    specifications: [
      'Glazed stoneware',
      'Food safe; hand wash only',
      'Slight variations in glaze are part of the charm',
      'Hired in lots of 10',
    ],
    art: { object: 'bowl', color: '#ece1d3', accent: '#b08d57' },
  },
  {
    name: 'Marble Cake Stand',
    amount: 25,
    description:
      'A pedestal cake stand in white marble with soft grey veining. It gives a wedding cake the stage it deserves and photographs beautifully. Sturdy enough for a three-tier cake.',
    dimensions: '35 cm diameter x 15 cm high',
    weight: '6.5 kg',
    specifications: [
      'Solid marble top on a marble pedestal',
      'Holds up to 15 kg',
      'Food safe when used with a cake board',
      'Delivered in a padded case',
    ],
    art: { object: 'stand', variant: 'cake', color: '#efebe6' },
    gallery: ['detail'],
  },
  {
    name: 'Brass Three-Tier Dessert Stand',
    amount: 30,
    description:
      'A slender brass stand with three graduated tiers for macarons, petit fours and high-tea treats. It brings height and sparkle to a dessert table. Easy to dress with a few stems of fresh flowers.',
    dimensions: '30 cm widest tier x 62 cm high',
    weight: '3.2 kg',
    specifications: [
      'Brass-finished steel with glass plates',
      'Tiers of 30, 23 and 16 cm',
      'Food safe plates',
      'Assembled on delivery',
    ],
    art: { object: 'stand', variant: 'tiered', color: '#b9975b' },
  },
  {
    name: 'Timber Grazing Board',
    amount: 20,
    variants: [
      ['Medium, 60 cm', 20],
      ['Large, 100 cm', 28],
    ],
    description:
      'A long board in oiled Tasmanian oak, made for generous grazing spreads. Its warm grain makes cheese, fruit and charcuterie look effortless. Choose the large board for a centrepiece grazing table.',
    dimensions: 'Medium 60 x 30 cm; large 100 x 35 cm',
    weight: 'Medium 2.5 kg; large 4.8 kg',
    specifications: [
      'Solid Tasmanian oak, food-safe oil finish',
      'Returned scraped; we clean and re-oil',
      'Pairs with our brass dessert stand',
    ],
    art: { object: 'stand', variant: 'board', color: '#c49a6c' },
  },
  {
    name: 'Glass Drink Dispenser',
    amount: 35,
    description:
      'A tall glass dispenser with a brass tap for lemonade, iced tea or signature punch. Guests help themselves and the bar stays calm. We include a timber stand to lift it to a comfortable height.',
    dimensions: '20 cm diameter x 45 cm high; 8 litres',
    weight: '4 kg empty',
    specifications: ['Heavy glass with brass-finish tap', 'Timber stand included', 'Food safe', 'Returned rinsed'],
    art: { object: 'vase', variant: 'dispenser' },
  },
  {
    name: 'Brass Ice Bucket',
    amount: 18,
    description:
      'A polished brass bucket with ring handles to keep champagne and wine beautifully chilled. Lovely on a bar, a sweetheart table or beside the cake. Holds two bottles with ice.',
    dimensions: '24 cm diameter x 22 cm high',
    weight: '1.8 kg',
    specifications: ['Brass-plated steel', 'Fits two standard wine bottles', 'Wipe clean'],
    art: { object: 'tumbler', variant: 'bucket', color: '#b9975b' },
  },
]
