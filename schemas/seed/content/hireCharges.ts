import { BOOKING_DEFAULTS } from '../../src/rules/bookingDefaults.ts'

/**
 * Where we deliver from Brisbane and Perth, what delivery, setup and collection cost, and the hire
 * terms. Fees include GST; minimums count the items only.
 */
export type DeliveryZoneSeed = {
  key: string
  name: string
  region: 'Brisbane' | 'Perth'
  postcodes: string[]
  fee: number
  minimumOrder: number
}

export const deliveryZones: DeliveryZoneSeed[] = [
  {
    key: 'brisbane-metro',
    name: 'Brisbane metro',
    region: 'Brisbane',
    // Brisbane City to Redcliffe, Logan's north, Ipswich and Springfield, Strathpine to North Lakes.
    postcodes: ['4000-4179', '4300-4306', '4500-4509'],
    fee: 150,
    minimumOrder: 150,
  },
  {
    key: 'brisbane-surrounds',
    name: 'Moreton Bay & Scenic Rim',
    region: 'Brisbane',
    // Waterford and Beenleigh, Tamborine Mountain, Jimboomba, Caboolture and Bribie Island.
    postcodes: ['4205-4207', '4270-4275', '4280-4285', '4510-4521'],
    fee: 220,
    minimumOrder: 300,
  },
  {
    key: 'gold-coast',
    name: 'Gold Coast',
    region: 'Brisbane',
    // Ormeau and Pimpama to Coolangatta and the hinterland, and Tweed Heads over the border.
    postcodes: ['4208-4230', '2485-2486'],
    fee: 260,
    minimumOrder: 400,
  },
  {
    key: 'sunshine-coast',
    name: 'Sunshine Coast',
    region: 'Brisbane',
    // Caloundra to Noosa and the hinterland: Maleny, Montville, Eumundi.
    postcodes: ['4550-4575'],
    fee: 260,
    minimumOrder: 400,
  },
  {
    key: 'perth-metro',
    name: 'Perth metro',
    region: 'Perth',
    // Joondalup to Rockingham, the hills and the Swan Valley.
    postcodes: ['6000-6199'],
    fee: 180,
    minimumOrder: 200,
  },
  {
    key: 'peel',
    name: 'Mandurah & Peel',
    region: 'Perth',
    postcodes: ['6207-6215'],
    fee: 260,
    minimumOrder: 400,
  },
  {
    key: 'south-west',
    name: 'Margaret River & South West',
    region: 'Perth',
    // Busselton, Dunsborough, Yallingup, Margaret River and Cowaramup.
    postcodes: ['6280-6285'],
    fee: 650,
    minimumOrder: 1200,
  },
]

export const hireCharges = {
  damageWaiverPercent: 10,
  damageWaiverSummary:
    'Covers accidental damage to hired pieces at your event, so a chipped plate or a wine-stained cloth costs you nothing more. Loss and deliberate damage are not covered.',
  depositPercent: 30,
  balanceDueDays: BOOKING_DEFAULTS.balanceDueDays,
  quoteValidDays: BOOKING_DEFAULTS.quoteValidDays,
  balanceReminderDays: BOOKING_DEFAULTS.balanceReminderDays,
  // Charges staff add to a quote's Items by hand: availability reads these lines as charges, not pieces.
  feeLineNames: ['Travel surcharge', 'After-hours delivery', 'Stairs and long carry', 'Minimum order top-up'],
  // Reserve now: on, so the site shows it; lists inside the notice or over the cap come as inquiries.
  instantBooking: true,
  deliveryNoticeDays: 10,
  pickupNoticeDays: 5,
  instantBookingCap: 5000,
  decisionWindowHours: 48,
  windowPassedAction: 'accept',
  // Final numbers: increases until a week out, free reductions until a fortnight out, then half kept.
  increaseCutoffDays: 7,
  reductionCutoffDays: 14,
  lateReduction: 'percent',
  lateReductionPercent: 50,
  changesApply: 'free-increases',
}

type TermsSection = { heading: string; paragraphs: string[] }

export const hireTermsPage = {
  heading: 'Hire Terms',
  intro:
    'The plain terms on which we hire our equipment, written to be read before you send an inquiry. Your quote confirms them for your event.',
  effectiveDate: '2026-11-01',
  seo: {
    title: 'Hire Terms | Amaranth Events',
    description:
      'Equipment hire terms of Amaranth Events in Brisbane and Perth: quotes, the deposit and balance paid online, cancellation, delivery, damage and the damage waiver.',
  },
  sections: [
    {
      heading: 'Your estimate and your quote',
      paragraphs: [
        'The total on your hire list is an estimate from our current prices, the delivery fee for your venue and, if you choose it, the damage waiver. We confirm every figure in a personalised quote within 12 hours of your inquiry, sent as a link to a page of your own. Prices are per item, per event, and include GST.',
        'A quote is valid for {quoteValidDays} days unless it shows another date. After that it can no longer be accepted, and its page lets you ask us for a fresh one.',
      ],
    },
    {
      heading: 'Accepting your quote: the deposit',
      paragraphs: [
        'To accept your quote, type your full name on its page, agree to these terms and pay a deposit of {depositPercent}% of the quoted total online by card. A quote alone holds nothing: your pieces are reserved for your date the moment the deposit is paid, and we email you a receipt. If your event is {balanceDueDays} days away or less, the deposit is the whole total.',
        'If we change your quote after you have accepted it, its page shows what changed and asks you to accept again. Until you do, the figures you accepted stand.',
      ],
    },
    {
      heading: 'The balance',
      paragraphs: [
        'The balance is due {balanceDueDays} days before your event. Pay it online by card from your quote page at any time; we email a reminder {balanceReminderDays} days before it is due and again on the day, unless it is already paid.',
        'If the balance is not paid by its due date, we will contact you. We deliver only bookings paid in full: a balance still unpaid 48 hours before your event cancels the booking, and the deposit is kept as for a late cancellation.',
      ],
    },
    {
      heading: 'Cancellation',
      paragraphs: [
        'You may cancel a booking at no cost up to 48 hours before your event date, and we refund what you have paid to the card you paid with. Cancellations must be made at least 48 hours before the event date: within 48 hours of the event the deposit is kept, because your pieces have been prepared and held for you.',
      ],
    },
    {
      heading: 'Delivery, setup and collection',
      paragraphs: [
        "Our team delivers and sets up every piece on the day of your event, and collects it afterwards, usually the next morning. The fee for delivery, setup and collection depends on your venue's postcode: Brisbane metro, Moreton Bay and the Scenic Rim, the Gold Coast and the Sunshine Coast from our Brisbane studio; Perth metro, Mandurah and Peel, and Margaret River and the South West from Perth.",
        'Each zone has a minimum order for the items. Venues outside our zones, or with stairs, long carries or tight access windows, are quoted individually.',
      ],
    },
    {
      heading: 'Care of the pieces, and damage',
      paragraphs: [
        'Please keep hired pieces at the venue, out of the weather, and leave them ready for collection as we set them. Normal wear is ours to look after. Significant damage or loss may incur extra charges, assessed fairly at the cost of repair or replacement, and we show you the damage before we charge for it.',
      ],
    },
    {
      heading: 'The damage waiver',
      paragraphs: [
        "For 10% of the items' hire, the optional damage waiver covers accidental damage at your event, so a chipped plate or a wine-stained cloth costs nothing more. It does not cover loss, theft or deliberate damage. Add it on your hire list, or ask us to add it to your quote.",
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        'If anything here is unclear, or your event needs something different, call us or send a message: we would rather talk it through before your day than after it.',
      ],
    },
  ] satisfies TermsSection[],
}
