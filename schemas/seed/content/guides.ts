/** The pages inside each store guide (seed/generate/guides.ts draws them as PDFs), keyed by the product's key. */
export type GuideSection = { heading: string; paragraphs: string[]; list?: string[] }
export type GuideSeed = { subtitle: string; sections: GuideSection[] }

export const guides: Record<string, GuideSeed> = {
  'event-planning-pdf': {
    subtitle: 'The studio workbook: timelines, budgets and run sheets',
    sections: [
      {
        heading: 'How to use this workbook',
        paragraphs: [
          'This is the workbook our Brisbane and Perth planners open on the first day of every event. It moves from the big decisions to the small ones, in the order they need to be made, so nothing is booked before the thing it depends on.',
          'Print it, or fill it in on screen. Each chapter ends with a checklist; tick it off before you move on.',
        ],
      },
      {
        heading: 'The 12-month planning timeline',
        paragraphs: ['Most of the stress of an event comes from decisions made late. Work back from the date:'],
        list: [
          '12 months: budget, guest estimate, date and venue shortlist',
          '9 months: venue booked; planner, photographer and caterer briefed',
          '6 months: styling concept, hire list drafted, invitations designed',
          '3 months: hire order confirmed, menu tasting, run sheet first draft',
          '4 weeks: final numbers, seating plan, supplier arrival times',
          '1 week: run sheet sent to every supplier, emergency kit packed',
        ],
      },
      {
        heading: 'Budget tracker',
        paragraphs: [
          'Split every line into three columns: the quote, the deposit paid and the balance due with its date. Hire items belong on their own lines with delivery, setup and collection shown apart, as they are charged apart.',
          'Keep ten per cent of the total unallocated until four weeks out. It will be needed, and it is far easier to spend than to find.',
        ],
      },
      {
        heading: 'Run sheet for the day',
        paragraphs: [
          'A good run sheet names a person for every minute, not just an event. Write each line as time, what happens, who does it and who to call if it does not.',
        ],
        list: [
          '06:00 hire delivery and bump-in',
          '14:30 ceremony chairs set and checked',
          '15:30 ceremony',
          '17:00 canapés and photographs',
          '18:30 reception',
          '23:00 last song; 23:30 pack-down',
        ],
      },
    ],
  },
  'wedding-guide': {
    subtitle: 'A calm, practical guide for couples planning their own day',
    sections: [
      {
        heading: 'Before you look at a single venue',
        paragraphs: [
          'Agree on three words that describe the day you want, and a guest number you will not pass. Every later choice, from the venue to the napkins, is easier measured against those two things.',
        ],
      },
      {
        heading: 'Questions to ask every venue',
        paragraphs: ['Take these to each site visit, and ask for the answers in writing:'],
        list: [
          'What is the wet-weather plan, and what does it cost?',
          'When can suppliers bump in, and when must they be out?',
          'Which suppliers are required, and which are our choice?',
          'Is there a noise limit or a curfew?',
          'What is included: tables, chairs, linen, staff?',
        ],
      },
      {
        heading: 'Styling: mood boards and palettes',
        paragraphs: [
          'Choose one main colour, one accent and one metal, and repeat them. A long table of blush, sage and brushed gold reads as designed; seven colours read as undecided.',
          'Collect images of rooms and tables rather than of single objects: you are designing how the space feels when it is full of people.',
        ],
      },
      {
        heading: 'The final walk-through',
        paragraphs: [
          'Two weeks before the day, walk the venue with your planner and the venue manager. Stand where the ceremony will be at the hour it will happen, check the light, and count the steps from the ceremony to the reception.',
        ],
      },
    ],
  },
  'grow-an-event-business': {
    subtitle: 'What we wish we had known when we started',
    sections: [
      {
        heading: 'Pricing that pays you',
        paragraphs: [
          'Price from your hours, not from your competitors. List every task of a typical event, the hours it takes and your hourly rate, then add materials, travel and a margin for the work nobody sees.',
          'Quote in packages, with the hours each one includes. Clients compare what they can understand.',
        ],
      },
      {
        heading: 'Agreements and hire terms',
        paragraphs: ['A clear agreement protects the client as much as it protects you. Every one should cover:'],
        list: [
          'What is included and what is not',
          'Deposit, balance and when each is due',
          'Cancellation and postponement',
          'Damage to hired items and how it is charged',
          'Delivery, setup and collection windows',
        ],
      },
      {
        heading: 'Building a hire inventory',
        paragraphs: [
          'Buy what you hire out three times a season, and hire in the rest. Track each piece: what it cost, how often it went out, and what it earned after cleaning and repairs.',
          'Photograph every item on a plain background the day it arrives. Those pictures become your catalogue.',
        ],
      },
      {
        heading: 'Your first year of marketing',
        paragraphs: [
          'Your first clients will come from people who have seen your work in person. Style one event a quarter for a venue, a florist or a photographer, at cost, and ask for the photographs and an introduction in return.',
        ],
      },
    ],
  },
}
