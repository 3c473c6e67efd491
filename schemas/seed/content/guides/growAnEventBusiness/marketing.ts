import { checklist, done, heading, letter, lines, table, type Chapter } from '../kit.ts'

/** Finding work: the first year's plan and the emails that start it. */

export const firstYearMarketing: Chapter = {
  title: 'Your first year of marketing',
  intro:
    'Your first clients will come from people who have seen your work in person. Style one event a quarter for a venue, a florist or a photographer, at cost, and ask for the photographs and an introduction in return.',
  blocks: [
    table(
      [{ label: 'Month', width: 0.9 }, { label: 'Focus', width: 1.6 }, { label: 'Actions', width: 3 }, done()],
      [
        ['Month 1', 'Your portfolio', 'Photograph your inventory; build a one-page site with three packages'],
        ['Month 2', 'Venues', 'Visit five venues; leave a printed lookbook with each manager'],
        ['Month 3', 'A styled shoot', 'Collaborate with a photographer and a florist; share the credits'],
        ['Month 4', 'Directories', 'List with two wedding directories and your local business listing'],
        ['Month 5', 'Reviews', 'Ask every client so far for a review, with a direct link'],
        ['Month 6', 'Open day', 'Style a table at a venue open day; collect names for a newsletter'],
        ['Month 7', 'Press', 'Submit the styled shoot to one blog or magazine'],
        ['Month 8', 'Suppliers', 'Send three introduction emails; offer a referral in return'],
        ['Month 9', 'Second shoot', 'A second styled shoot in the other season'],
        ['Month 10', 'Newsletter', 'Send the first: new stock, one real event, one useful tip'],
        ['Month 11', 'Review', 'Which enquiries came from where? Stop the channel that sent none'],
        ['Month 12', 'Plan year two', 'Raise your rate; choose the two channels that worked'],
      ],
      { display: true },
    ),
    heading('Every week'),
    checklist(
      'Answer every enquiry within one working day',
      'Post one real event, with the suppliers credited',
      'Thank one supplier or venue in person or by email',
    ),
  ],
}

export const supplierIntroductions: Chapter = {
  title: 'Supplier introduction emails',
  intro:
    'Most work in this industry comes through venues, florists and photographers who trust you. An introduction is short, specific, and offers something first.',
  blocks: [
    letter(
      'Styling at [venue]: an introduction from [business]',
      'Hi [name],',
      'I run [business], a styling and hire studio in [city]. I styled a wedding at [venue] in [month] and loved how the [room] holds the evening light.',
      'I would be glad to style a table in that room for your next open day, at no charge, so your couples can see it dressed. May I drop in a lookbook next week?',
      'With thanks, [your name], [phone]',
    ),
    letter(
      'A styled shoot in [month]?',
      'Hi [name],',
      'Your work at [event] was beautiful. I am planning a styled shoot at [location] in [month] around a [palette] palette, and I would love you to photograph it.',
      'I will bring the styling, hire and a florist; every supplier keeps full use of the images with credits. Could we talk this week?',
      '[Your name], [business]',
    ),
    letter(
      'Thank you for [event]',
      'Hi [name],',
      'Thank you for being part of [event] on [date]. [One specific thing they did well.] It made the day, and the couple said so.',
      'If you are ever asked for a stylist, I would be grateful for the introduction, and I will keep recommending you.',
      '[Your name]',
    ),
  ],
}

export const notes: Chapter = {
  title: 'Notes',
  intro: 'For rates, ideas, and the names of the people who were kind to you early on.',
  blocks: [lines()],
}
