import { checklist, fields, heading, note, table, text, type Chapter } from '../kit.ts'

/** Choosing the venue comes first: it fixes the date, the numbers and which suppliers may work there. */

const venues = [
  { label: 'Question', width: 2.9 },
  { label: 'Venue one', width: 1.2 },
  { label: 'Venue two', width: 1.2 },
  { label: 'Venue three', width: 1.2 },
]

export const beforeTheVenue: Chapter = {
  title: 'Before you look at a single venue',
  intro:
    'Agree on three words that describe the day you want, and a guest number you will not pass. Every later choice, from the venue to the napkins, is easier measured against those two things.',
  blocks: [
    text(
      'Sit down together before anyone else has an opinion. Talk about the weddings you have loved as guests and the moments you remember from them, then about the ones you did not enjoy and why. The three words come out of that conversation: relaxed, candlelit, long-table; or bright, garden, family. They become the brief for every supplier you meet.',
    ),
    heading('Our starting point'),
    fields(
      'First word',
      'Second word',
      'Third word',
      'Guest number we will not pass',
      'Budget',
      'Season or month',
      'Ceremony and reception: one place or two?',
      'Who is helping us pay',
    ),
    heading('Questions to answer together'),
    checklist(
      'Is this a party, a dinner or a ceremony with drinks? Which matters most?',
      'Day or evening; city, coast or country?',
      'Are children invited? Plus-ones for single guests?',
      'Which three things are worth spending on, and which three are not?',
      'Who makes the final call when we disagree with family?',
    ),
    note(
      'A guest number chosen now is a kindness to your future selves. Every extra ten guests is a larger room, another table of hire and a longer evening of catering.',
    ),
  ],
}

export const venueQuestions: Chapter = {
  title: 'Questions to ask every venue',
  intro:
    'Take these to each site visit, and ask for the answers in writing. Side by side, three venues show the differences a beautiful room can hide.',
  blocks: [
    table(
      venues,
      [
        ['Is our date free, and how long is it held?'],
        ['Hire fee, minimum spend and what they include'],
        ['Seated and standing capacity in the room we want'],
        ['What is the wet-weather plan, and what does it cost?'],
        ['When can suppliers bump in, and is there a curfew?'],
        ['Which suppliers are required, and which are our choice?'],
        ['Tables, chairs, linen and staff: what is included?'],
        ['Parking, accessibility and the nearest accommodation'],
        ['Candles, confetti and open flame: what is allowed?'],
        ['Deposit, payment dates and the cancellation terms'],
      ],
      { grid: true, rowHeight: 23 },
    ),
    heading('On the visit itself'),
    checklist(
      'Go at the hour your ceremony will be, and see where the sun sits',
      'Count the bathrooms, and walk from the ceremony to the reception',
      'Find the loading dock: your hire and florist will need it at six in the morning',
      'Photograph the empty room from each corner for your styling plan',
    ),
  ],
}
