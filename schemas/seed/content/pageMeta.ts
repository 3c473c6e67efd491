export type PageMetaSeed = { route: string; heading: string; intro?: string; title: string; description: string }

export const pageMeta: PageMetaSeed[] = [
  {
    route: '/testimonials',
    heading: 'Client Testimonials',
    intro: 'Kind words from the couples, families and brands we have had the joy of working with.',
    title: 'Client Testimonials | Amaranth Events',
    description:
      'Five-star reviews from couples and brands who trusted Amaranth Events with their weddings, celebrations and launches.',
  },
  {
    route: '/contact',
    heading: "Let's Connect",
    intro: 'Tell us a little about your plans and we will reply within 12 hours. For anything urgent, please call us.',
    title: 'Contact | Amaranth Events',
    description:
      'Get in touch with Amaranth Events in Brisbane and Perth. We reply to every message within 12 hours; call us for urgent matters.',
  },
  {
    route: '/thank-you',
    heading: 'Inquiry Sent!',
    intro: 'Thank you for reaching out. We will be in touch within 12 hours.',
    title: 'Thank You | Amaranth Events',
    description:
      'Thank you for contacting Amaranth Events. Your inquiry has been received and we will be in touch within 12 hours.',
  },
  {
    route: '/enquiry',
    heading: 'Enquire',
    intro: 'Share your date, your venue and your vision, and we will arrange a time to talk.',
    title: 'Enquire | Amaranth Events',
    description:
      'Enquire about wedding planning, event styling or brand events with Amaranth Events, Brisbane and Perth, available worldwide.',
  },
  {
    route: '/hire-range',
    heading: 'Equipment Hire',
    intro:
      'Tableware, linen, furniture and decor from our own collection, delivered, set up and collected by our team.',
    title: 'Equipment Hire | Amaranth Events',
    description:
      'Hire gold-rim chargers, crystal glassware, linen, bentwood chairs, candelabra, arches and more from Amaranth Events in Brisbane and Perth.',
  },
  {
    route: '/hire-list',
    heading: 'Your Hire Equipment List',
    intro: 'Review your pieces and quantities, then send us an inquiry for availability and a personalised quote.',
    title: 'Your Hire List | Amaranth Events',
    description:
      'Review the event hire pieces you have chosen from Amaranth Events and send them to us for availability and a personalised quote.',
  },
  {
    route: '/equipment-hire-inquiry',
    heading: 'Equipment Hire Inquiry',
    intro: 'Tell us about your event and we will confirm availability and send a personalised quote.',
    title: 'Equipment Hire Inquiry | Amaranth Events',
    description:
      'Send your hire list to Amaranth Events with your date and venue. We confirm availability and reply with a personalised quote.',
  },
  {
    route: '/portfolio',
    heading: 'Portfolio',
    intro: 'A selection of weddings, celebrations and brand events we have planned and styled.',
    title: 'Portfolio | Amaranth Events',
    description:
      'Weddings, celebrations and brand events planned and styled by Amaranth Events, from the Sunshine Coast hinterland to Lake Como.',
  },
  {
    route: '/press',
    heading: 'Press',
    intro: 'Our work, as seen in the pages of publications we admire.',
    title: 'Press | Amaranth Events',
    description:
      'Amaranth Events in the press: features on our weddings, our styling and our hire collection in fashion and luxury publications.',
  },
  {
    route: '/store',
    heading: 'Digital Resources for Event Planners',
    intro: 'The guides and templates we use in our own studio, ready to download.',
    title: 'Store | Amaranth Events',
    description:
      'Digital planning resources from Amaranth Events: an event planning PDF, a wedding guide and a course on growing an event business.',
  },
]
