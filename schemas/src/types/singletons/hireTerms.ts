import { defineField, defineType } from 'sanity'
import { richTextMembers } from '../fields/portableText.ts'
import { seoField } from '../fields/seo.ts'
import { TERMS_FIGURES, unknownPlaceholders } from '../../rules/termsFigures.ts'
import { reserveNowFields } from '../fields/reserveNow.ts'
import { finalNumbersFields } from '../fields/finalNumbers.ts'

/**
 * The hire terms page (/hire-terms) and the charges it speaks of, in one document so the percentages
 * the estimate applies and the words that explain them are edited together.
 */
export const hireTerms = defineType({
  name: 'hireTerms',
  title: 'Hire terms & charges',
  type: 'document',
  groups: [
    { name: 'charges', title: 'Charges', default: true },
    { name: 'reserve', title: 'Reserve now' },
    { name: 'changes', title: 'Final numbers' },
    { name: 'page', title: 'Terms page' },
  ],
  fields: [
    defineField({
      name: 'damageWaiverPercent',
      title: 'Damage waiver (% of the items)',
      description: 'Offered on the hire list as "Add damage waiver". 0 hides the offer.',
      type: 'number',
      group: 'charges',
      validation: (rule) => rule.required().min(0).max(50).precision(1),
    }),
    defineField({
      name: 'damageWaiverSummary',
      title: 'Damage waiver, in a sentence',
      description: 'Shown under the offer, e.g. what the waiver covers.',
      type: 'string',
      group: 'charges',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'depositPercent',
      title: 'Deposit to secure a booking (% of the estimate)',
      description:
        'Shown with the estimate, and charged online when a couple accepts their quote. Inside the balance window (below) the whole total is charged instead.',
      type: 'number',
      group: 'charges',
      validation: (rule) => rule.required().min(0).max(100).integer(),
    }),
    defineField({
      name: 'balanceDueDays',
      title: 'Balance due (days before the event)',
      description:
        'The balance is due this many days before the event. A quote accepted later than that charges the whole total as the deposit.',
      type: 'number',
      group: 'charges',
      validation: (rule) => rule.required().integer().min(0).max(180),
    }),
    defineField({
      name: 'quoteValidDays',
      title: 'A quote is valid for (days)',
      description:
        "Used when staff leave a request's Quote Valid Until empty: the quote link stops taking payment this many days after it is sent.",
      type: 'number',
      group: 'charges',
      validation: (rule) => rule.required().integer().min(1).max(90),
    }),
    defineField({
      name: 'balanceReminderDays',
      title: 'Balance reminder (days before it is due)',
      description:
        'A reminder email goes out this many days before the balance is due, and again on the day, unless paid.',
      type: 'number',
      group: 'charges',
      validation: (rule) => rule.required().integer().min(1).max(60),
    }),
    defineField({
      name: 'feeLineNames',
      title: 'Other charges written in Items',
      description:
        'Names of charges staff add by hand to a request\'s Items, e.g. "Travel surcharge". Availability reads a line with one of these names as a charge, not a piece of equipment. The website\'s own lines ("Delivery, setup and collection (zone)", "Damage waiver (10%)") need no entry.',
      type: 'array',
      of: [{ type: 'string', validation: (rule) => rule.required().max(80) }],
      group: 'charges',
      validation: (rule) => rule.unique(),
    }),
    ...reserveNowFields,
    ...finalNumbersFields,
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      group: 'page',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'page',
      validation: (rule) => rule.required().max(500),
    }),
    defineField({
      name: 'effectiveDate',
      title: 'In effect from',
      description:
        'The version of the terms: visitors accept the terms of this date, and staff see it with each inquiry. Change it when the terms change.',
      type: 'date',
      group: 'page',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Terms',
      description:
        'Write {depositPercent}, {balanceDueDays}, {quoteValidDays} or {balanceReminderDays} where the page should show that charge, e.g. "a deposit of {depositPercent}%": the page shows the figure set under Charges.',
      type: 'array',
      of: richTextMembers,
      group: 'page',
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((blocks: Array<{ children?: Array<{ text?: string }> }> | undefined) => {
            const texts = (blocks ?? []).flatMap((block) => (block.children ?? []).map((span) => span.text ?? ''))
            const unknown = [...new Set(texts.flatMap(unknownPlaceholders))]
            return (
              unknown.length === 0 ||
              `${unknown.join(', ')} names no charge: use ${TERMS_FIGURES.map((name) => `{${name}}`).join(', ')}`
            )
          }),
    }),
    { ...seoField, group: 'page' },
  ],
  preview: { prepare: () => ({ title: 'Hire terms & charges' }) },
})
