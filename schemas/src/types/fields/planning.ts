import { defineArrayMember, defineField } from 'sanity'

/**
 * How a hire product scales with an event (docs/product/hire-list.md#planning-by-guests): the hire
 * list's "Suggest quantities" and an event's look read these; the arithmetic lives in web/src/planning.
 */
export const TABLE_SHAPES = [
  { title: 'Round', value: 'round' },
  { title: 'Long', value: 'long' },
] as const

export const planningGroup = { name: 'planning', title: 'Planning' }

export const SCALING_BASES = [
  { title: 'Per guest', value: 'guest' },
  { title: 'Per table', value: 'table' },
  { title: 'Per event (a fixed number)', value: 'event' },
] as const

const sparePercentField = (description: string) =>
  defineField({
    name: 'sparePercent',
    title: 'Spare (%)',
    description,
    type: 'number',
    validation: (rule) => rule.min(0).max(50).integer(),
  })

export const scalingField = defineField({
  name: 'scaling',
  title: 'How many per event',
  description:
    'Lets "Suggest quantities" on the hire list, and an event\'s look, work out how many a visitor needs. Leave empty for pieces that do not scale with guests.',
  type: 'object',
  group: 'planning',
  options: { collapsible: false },
  fields: [
    defineField({
      name: 'basis',
      title: 'Scales',
      type: 'string',
      options: { list: [...SCALING_BASES], layout: 'radio' },
    }),
    defineField({
      name: 'amount',
      title: 'How many',
      description: 'Per guest (0.5 is one for every two guests), per table, or the fixed number for the event.',
      type: 'number',
      validation: (rule) =>
        rule
          .min(0.01)
          .max(100)
          .precision(2)
          .custom((amount, context) => {
            const basis = (context.parent as { basis?: string } | undefined)?.basis
            if (basis && amount === undefined) return 'Say how many'
            if (basis === 'event' && amount !== undefined && !Number.isInteger(amount))
              return 'A whole number per event'
            return true
          }),
    }),
    sparePercentField("Leave empty to use the category's spare. 10 adds one spare for every ten, rounded up."),
  ],
})

/** Which tables a cloth fits, by size variant: what the hire list checks against the visitor's tables. */
export const tableFitsField = defineField({
  name: 'tableFits',
  title: 'Fits tables',
  description:
    'For tablecloths: the tables each size fits. The hire list notes a cloth that does not fit the tables chosen.',
  type: 'array',
  group: 'planning',
  of: [
    defineArrayMember({
      name: 'tableFit',
      type: 'object',
      fields: [
        defineField({
          name: 'variant',
          title: 'Size (variant label)',
          description: 'The variant label exactly as in the price, for example "Round, 2.7 m". Empty: every size.',
          type: 'string',
          validation: (rule) =>
            rule.max(60).custom((label, context) => {
              const variants = (context.document as { price?: { variants?: Array<{ label?: string }> } } | undefined)
                ?.price?.variants
              return !label || (variants ?? []).some((variant) => variant.label === label)
                ? true
                : 'Use a variant label of this product'
            }),
        }),
        defineField({
          name: 'shape',
          title: 'Table shape',
          type: 'string',
          options: { list: [...TABLE_SHAPES], layout: 'radio' },
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'lengths',
          title: 'Table sizes (m)',
          description: 'Diameter of a round table, length of a long one, for example 1.5 and 1.8.',
          type: 'array',
          of: [defineArrayMember({ type: 'number', validation: (rule) => rule.min(0.5).max(6).precision(2) })],
          validation: (rule) => rule.required().min(1).max(8),
        }),
      ],
      preview: {
        select: { variant: 'variant', shape: 'shape', lengths: 'lengths' },
        prepare: ({ variant, shape, lengths }) => ({
          title: `${variant || 'Every size'}: ${shape ?? '?'} tables ${((lengths as number[] | undefined) ?? []).join(', ')} m`,
        }),
      },
    }),
  ],
  validation: (rule) => rule.max(12),
})

/** The category's spare, used by each of its products that does not set its own. */
export const categorySpareField = sparePercentField(
  'Added to each suggested quantity of this category, rounded up (10: one spare for every ten). A product may set its own.',
)
