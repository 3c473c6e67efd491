import type { ProductSeed } from './types.ts'

export const decorStatement: ProductSeed[] = [
  {
    name: 'Timber Hexagon Arch',
    amount: 90,
    description:
      'A hexagonal ceremony arch in natural timber with clean, modern lines. Dress one corner with florals or drape it in sheer fabric. Freestanding on weighted feet.',
    dimensions: '1.9 m wide x 2.3 m high',
    weight: '30 kg',
    specifications: [
      'Solid pine, natural finish',
      'Florals and drapery quoted separately',
      'Set-up and pack-down included',
      'Suitable for grass and hard surfaces',
    ],
    art: { object: 'arch', variant: 'hexagon' },
    gallery: ['backdrop'],
  },
  {
    name: 'Gold Moongate Arch',
    amount: 110,
    description:
      'A circular moongate arch in brushed gold that frames your vows like a portrait. Dressed with a floral spray at the top and base. A favourite for both ceremonies and dessert tables.',
    dimensions: '2.2 m diameter',
    weight: '26 kg',
    specifications: [
      'Powder-coated steel, brushed gold',
      'Faux floral sprays included',
      'Set-up and pack-down included',
    ],
    art: { object: 'arch', variant: 'moongate' },
    gallery: ['detail'],
  },
  {
    name: 'Ivory Arch Backdrop',
    amount: 95,
    description:
      'A solid, rounded-top backdrop panel in warm ivory. It creates a soft, sculptural wall for ceremonies, sweetheart tables and signage. Layer with pampas or a floral installation.',
    dimensions: '1.5 m wide x 2.2 m high',
    weight: '32 kg',
    specifications: [
      'Painted timber panel with rear supports',
      'Indoor or covered outdoor use',
      'Set-up and pack-down included',
    ],
    art: { object: 'arch', variant: 'round', color: '#f3ede4' },
  },
  {
    name: 'Blush Flower Wall',
    amount: 140,
    description:
      'A lush wall of faux roses and hydrangea in blush, ivory and champagne. It is the photo backdrop guests gravitate to all night. Modular panels fit most rooms.',
    dimensions: '2.4 m wide x 2.4 m high',
    weight: '45 kg',
    specifications: [
      'Premium faux florals on modular panels',
      'Freestanding frame included',
      'Indoor or covered outdoor use',
      'Installation included',
    ],
    art: { object: 'panel', color: '#f0ddd6' },
    gallery: ['detail'],
  },
  {
    name: 'Champagne Wall',
    amount: 120,
    description:
      'A framed wall holding 35 coupes of champagne ready for guests to take. A joyful welcome drink moment and a beautiful backdrop in its own right. Coupes included.',
    dimensions: '1.2 m wide x 1.8 m high',
    weight: '35 kg',
    specifications: [
      'Ivory panel with brushed-gold frame',
      'Holds 35 champagne coupes',
      'Coupes included; beverage not included',
    ],
    art: { object: 'panel', variant: 'champagne' },
  },
  {
    name: 'Sage Sheer Drapery Panel',
    amount: 30,
    description:
      'Floor-length sheer drapery in soft sage for arches, doorways and backdrops. It softens hard lines and moves beautifully in a breeze. Supplied with ties.',
    dimensions: '1.5 m wide x 3 m drop',
    weight: '0.8 kg',
    specifications: ['Polyester voile', 'Ties included', 'Steamed before every hire'],
    art: { object: 'drape', color: '#c9d0bf' },
  },
  {
    name: 'Macramé Backdrop',
    amount: 55,
    description:
      'A large hand-knotted macramé hanging on a timber dowel. A relaxed, textural backdrop for boho ceremonies and dessert tables. Hangs from our arches or a sturdy frame.',
    dimensions: '1.4 m wide x 2 m drop',
    weight: '3.5 kg',
    specifications: ['Natural cotton cord', 'Timber dowel included', 'Indoor or covered outdoor use'],
    art: { object: 'macrame' },
  },
  {
    name: 'Acrylic Welcome Sign',
    amount: 45,
    description:
      'A clear, arched acrylic sign lettered with your names and a warm welcome. It floats on an easel and feels light and modern. Personalised lettering included.',
    dimensions: '60 x 90 cm',
    weight: '3 kg',
    specifications: [
      '5 mm clear acrylic',
      'Personalised vinyl lettering included',
      'Easel hired separately',
      'Please confirm wording 14 days before the event',
    ],
    art: { object: 'sign', variant: 'acrylic', text: 'Welcome|TO THE WEDDING OF|ELIZA &amp; JAMES' },
    gallery: ['backdrop'],
  },
  {
    name: 'Mirror Welcome Sign',
    amount: 50,
    description:
      'An arched mirror in a fine gold frame, lettered with your welcome message. It catches the light and reflects the room. A little touch of glamour at the entry.',
    dimensions: '60 x 90 cm',
    weight: '7 kg',
    specifications: ['Mirror glass in gold-finish frame', 'Personalised lettering included', 'Easel hired separately'],
    art: { object: 'sign', variant: 'mirror', text: 'Welcome|TO OUR|CELEBRATION' },
  },
  {
    name: 'Acrylic Seating Chart',
    amount: 60,
    description:
      'A large clear seating chart with guest names set in tidy columns. Send us your final list and we will take care of the layout. Displays on our timber easel.',
    dimensions: '70 x 100 cm',
    weight: '4 kg',
    specifications: ['5 mm clear acrylic', 'Up to 200 names', 'Final guest list due 10 days before the event'],
    art: { object: 'sign', variant: 'chart', text: 'Find Your Seat' },
  },
  {
    name: 'Timber Display Easel',
    amount: 15,
    description:
      'A sturdy A-frame easel in natural timber for welcome signs, seating charts and menus. Adjustable ledge height. Folds flat for delivery.',
    dimensions: '65 cm wide x 1.7 m high',
    weight: '4 kg',
    specifications: ['Pine, natural finish', 'Holds signs up to 8 kg', 'Indoor and outdoor use'],
    art: { object: 'easel' },
  },
  {
    name: "Neon Sign 'Forever'",
    amount: 80,
    description:
      'A soft pink LED neon script reading "Forever", mounted on clear acrylic. Hang it on a flower wall or above the bar for instant atmosphere. Dimmable.',
    dimensions: '90 x 40 cm',
    weight: '2 kg',
    specifications: ['LED neon flex on acrylic', 'Dimmer included', 'Indoor use; needs a power point within 3 m'],
    art: { object: 'sign', variant: 'neon', text: 'Forever' },
  },
  {
    name: 'Gold Frame Table Number',
    amount: 3,
    description:
      'A small gold photo frame holding a printed table number. Elegant and easy to read from across the room. Numbers 1 to 30 included.',
    dimensions: '13 x 18 cm',
    weight: '0.4 kg',
    specifications: ['Gold-finished frame with glass', 'Printed numbers included', 'Custom cards on request'],
    art: { object: 'sign', variant: 'frame', text: '12|TABLE' },
  },
  {
    name: 'White Plinth Set',
    amount: 60,
    unit: 'per set of 3',
    description:
      'Three white plinths in graduated heights for displaying florals, cakes and signage. They create instant levels on a dessert table or entry. Set of three.',
    dimensions: '40 x 40 cm; 50, 80 and 100 cm high',
    weight: '24 kg per set',
    specifications: ['Painted MDF, satin white', 'Supports up to 20 kg each', 'Indoor or covered outdoor use'],
    art: { object: 'plinth' },
  },
  {
    name: 'Fluted Plinth',
    amount: 30,
    description:
      'A round plinth with fine fluted detailing in soft ivory. Sculptural and modern, it gives a single arrangement gallery-like presence. Pairs with our moongate arch.',
    dimensions: '35 cm diameter x 90 cm high',
    weight: '11 kg',
    specifications: ['Painted timber, ivory', 'Supports up to 15 kg', 'Indoor use'],
    art: { object: 'plinth', variant: 'fluted' },
  },
  {
    name: 'Persian Style Rug',
    amount: 65,
    description:
      'A vintage-look rug in faded rust and blush for lounges, ceremony altars and photo corners. It instantly makes an outdoor space feel like a room. Cleaned after every hire.',
    dimensions: '2 x 3 m',
    weight: '9 kg',
    specifications: ['Polypropylene, washable', 'Suitable for grass with a protective underlay', 'Cleaning included'],
    art: { object: 'rug' },
  },
  {
    name: 'Boho Floor Cushion',
    amount: 8,
    description:
      'A plump round floor cushion in textured oatmeal with tasselled trim. Scatter around low tables for a relaxed picnic or lounge setting. Covers washed after every hire.',
    dimensions: '60 cm diameter x 20 cm high',
    weight: '1.5 kg',
    specifications: ['Cotton cover with removable insert', 'Indoor or covered outdoor use', 'Hired in lots of 4'],
    art: { object: 'cushion', color: '#d8c3a5', accent: '#b08d57' },
  },
  {
    name: 'Vintage Suitcase Card Box',
    amount: 15,
    description:
      'A leather-look vintage suitcase with a little sign for cards and gifts. A charming, practical touch for the gift table. Lockable clasps for peace of mind.',
    dimensions: '55 x 35 x 18 cm',
    weight: '2.2 kg',
    specifications: ['Faux leather with brass clasps', "'Cards' sign included", 'Key supplied on the day'],
    art: { object: 'box', variant: 'suitcase' },
  },
  {
    name: 'Gold Birdcage Card Holder',
    amount: 15,
    description:
      'A domed gold birdcage with a slot for cards and a posy at its base. Romantic and whimsical on a gift table. The door latches closed.',
    dimensions: '30 cm diameter x 50 cm high',
    weight: '1.8 kg',
    specifications: ['Gold-finished metal', 'Faux floral posy included', 'Indoor use'],
    art: { object: 'box', variant: 'birdcage' },
  },
]
