import type { ImageSpec } from './types.ts'

export const siteSettings = {
  businessName: 'Amaranth Events',
  siteUrl: 'https://amaranthevents.example',
  phone: '07 5550 1234',
  email: 'hello@amaranthevents.example',
  locations: ['Brisbane', 'Perth'],
  offices: [
    { _key: 'brisbane', _type: 'office', city: 'Brisbane', region: 'QLD', country: 'AU' },
    { _key: 'perth', _type: 'office', city: 'Perth', region: 'WA', country: 'AU' },
  ],
  availability: 'Available worldwide',
  responsePromise: 'We reply to every enquiry within 12 hours.',
  enquiryFormUrl: 'https://forms.amaranthevents.example/enquiry',
  gstRegistered: true,
  abn: '53 824 610 028',
  heroPoster: {
    art: { kind: 'scene', scene: 'tablescape', palette: 'blush', seed: 'hero', shape: 'landscape' },
    alt: 'A long candlelit reception table dressed with blush florals and gold-rim place settings',
  } satisfies ImageSpec,
  footerBlurb:
    'Amaranth Events is a boutique wedding planning and event styling studio in Brisbane and Perth. We design celebrations with warmth, restraint and a great deal of candlelight, here and around the world.',
  instagramHandle: '@amaranthevents',
  instagramUrl: 'https://www.instagram.com/amaranthevents.example',
  instagram: [
    {
      art: { kind: 'scene', scene: 'florals', palette: 'blush', seed: 'ig-1', shape: 'square' },
      alt: 'Blush roses and ranunculus in a low centrepiece',
    },
    {
      art: { kind: 'scene', scene: 'setting', palette: 'sage', seed: 'ig-2', shape: 'square' },
      alt: 'Place setting with a sage linen napkin and gold cutlery',
    },
    {
      art: { kind: 'scene', scene: 'candles', palette: 'maroon', seed: 'ig-3', shape: 'square' },
      alt: 'Brass candelabra glowing on a burgundy velvet runner',
    },
    {
      art: { kind: 'scene', scene: 'ceremony', palette: 'dusk', seed: 'ig-4', shape: 'square' },
      alt: 'Ceremony aisle at sunset leading to a floral arch',
    },
    {
      art: { kind: 'scene', scene: 'lounge', palette: 'champagne', seed: 'ig-5', shape: 'square' },
      alt: 'Lounge corner with a rattan peacock chair and pampas',
    },
    {
      art: { kind: 'scene', scene: 'cake', palette: 'ivory', seed: 'ig-6', shape: 'square' },
      alt: 'Three-tier white wedding cake with fresh blooms',
    },
  ] satisfies ImageSpec[],
  poweredBy: { label: 'Site by Fieldnote Studio', url: 'https://fieldnote.example' },
  hireTerms: [
    'Cancellations must be made at least 48 hours before the event date.',
    'All equipment is delivered and set up on the event day and collected afterwards by our team.',
    'Significant damage or loss may incur additional charges, assessed fairly at replacement cost.',
    "Prices are per item per event and include GST; delivery, setup and collection are charged by your venue's postcode.",
  ],
  defaultDescription:
    'Boutique wedding planning, event styling and equipment hire in Brisbane and Perth. Limited weddings each year, available worldwide.',
}
