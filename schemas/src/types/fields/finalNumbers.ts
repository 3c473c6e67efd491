import { defineField } from 'sanity'
import { CHANGE_DEFAULTS, CUTOFF_DAYS } from '../../rules/changeDefaults.ts'

/**
 * The policy of "Final numbers" (docs/product/inquiries.md#final-numbers), edited with the charges: until
 * when a couple may change the quantities of their confirmed booking themselves, what a late reduction
 * costs, and which changes apply at once. The site reads it through web/src/booking/changePolicy.ts.
 */
export const finalNumbersFields = [
  defineField({
    name: 'increaseCutoffDays',
    title: 'Last day to add more (days before the event)',
    description:
      'A couple can add pieces to their confirmed booking until this many days before the event, that day included, when the pieces are free on their date. 7: an event on a Saturday takes increases until the Saturday before.',
    type: 'number',
    group: 'changes',
    initialValue: CHANGE_DEFAULTS.increaseCutoffDays,
    validation: (rule) => rule.required().integer().min(CUTOFF_DAYS.min).max(CUTOFF_DAYS.max),
  }),
  defineField({
    name: 'reductionCutoffDays',
    title: 'Last day to reduce free of charge (days before the event)',
    description:
      'Until this many days before the event, that day included, a couple can reduce their numbers at no cost. After it, a reduction is charged or refused as set below.',
    type: 'number',
    group: 'changes',
    initialValue: CHANGE_DEFAULTS.reductionCutoffDays,
    validation: (rule) => rule.required().integer().min(CUTOFF_DAYS.min).max(CUTOFF_DAYS.max),
  }),
  defineField({
    name: 'lateReduction',
    title: 'A reduction after that day',
    description:
      'What a couple pays for pieces they remove after the last free day. The fee is kept as a "Cancellation fee" line in the booking.',
    type: 'string',
    group: 'changes',
    initialValue: CHANGE_DEFAULTS.lateReduction,
    options: {
      list: [
        { title: 'Keep the full price of the pieces removed', value: 'keep' },
        { title: 'Keep a percentage of their price', value: 'percent' },
        { title: 'Refuse it: the numbers can only go up', value: 'refuse' },
      ],
      layout: 'radio',
    },
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'lateReductionPercent',
    title: 'Percentage kept (% of the pieces removed)',
    description: 'With "Keep a percentage": the share of the removed pieces\' price kept as a cancellation fee.',
    type: 'number',
    group: 'changes',
    initialValue: CHANGE_DEFAULTS.lateReductionPercent,
    hidden: ({ parent }) => (parent as { lateReduction?: string } | undefined)?.lateReduction !== 'percent',
    validation: (rule) =>
      rule
        .integer()
        .min(0)
        .max(100)
        .custom((value, context) =>
          (context.parent as { lateReduction?: string } | undefined)?.lateReduction === 'percent' &&
          typeof value !== 'number'
            ? 'Give the percentage kept, from 0 to 100.'
            : true,
        ),
  }),
  defineField({
    name: 'changesApply',
    title: 'Which changes apply at once',
    description:
      "A change that does not apply at once is sent to the team as a request: approve or refuse it in Airtable, and the couple's page follows.",
    type: 'string',
    group: 'changes',
    initialValue: CHANGE_DEFAULTS.changesApply,
    options: {
      list: [
        {
          title: 'Increases free on the date apply at once; every other change waits for the team',
          value: 'free-increases',
        },
        { title: 'Every change waits for the team', value: 'staff' },
      ],
      layout: 'radio',
    },
    validation: (rule) => rule.required(),
  }),
]
