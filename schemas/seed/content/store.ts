export type StoreProductSeed = {
  key: string
  name: string
  price: number
  description: string
  icon: 'planner' | 'rings' | 'growth'
  features: string[]
  purchaseUrl: string
  guideFile: string
}

export const storeProducts: StoreProductSeed[] = [
  {
    key: 'event-planning-pdf',
    name: 'Event Planning PDF',
    price: 29,
    description:
      'Our studio planning workbook as a printable PDF: the timelines, checklists and budget sheets we use for every event.',
    icon: 'planner',
    features: [
      '12-month planning timeline',
      'Budget tracker with hire and vendor columns',
      'Run sheet template for the day',
      'Printable and fillable PDF',
    ],
    purchaseUrl: 'https://shop.amaranthevents.example/products/event-planning-pdf',
    guideFile: 'event-planning-pdf.pdf',
  },
  {
    key: 'wedding-guide',
    name: 'Wedding Guide',
    price: 49,
    description:
      'A calm, practical guide for couples planning their own wedding, from choosing a venue to the final walk-through.',
    icon: 'rings',
    features: [
      'Venue scouting questions to ask',
      'Styling mood boards and palettes',
      'Vendor brief templates',
      'Day-of timeline and checklist',
      'Etiquette notes for invitations and seating',
    ],
    purchaseUrl: 'https://shop.amaranthevents.example/products/wedding-guide',
    guideFile: 'wedding-guide.pdf',
  },
  {
    key: 'grow-an-event-business',
    name: 'Grow An Event Business',
    price: 99,
    description:
      'Everything we wish we had known when we started: pricing, contracts, hire inventory and finding your first clients.',
    icon: 'growth',
    features: [
      'Pricing and quoting workbook',
      'Sample client agreement and hire terms',
      'Building and maintaining a hire inventory',
      'Marketing plan for your first year',
      'Bonus: supplier introduction email templates',
      'Lifetime updates',
    ],
    purchaseUrl: 'https://shop.amaranthevents.example/products/grow-an-event-business',
    guideFile: 'grow-an-event-business.pdf',
  },
]
