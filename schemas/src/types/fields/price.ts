import { defineArrayMember, defineField } from 'sanity'
import { stockField } from './stock.ts'

const amountField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description: 'Australian dollars, GST inclusive.',
    validation: (rule) => rule.required().min(0).precision(2),
  })

/**
 * Prices are numbers the site can sort and total, plus the label staff want shown.
 * Variants cover sizes or finishes that are hired at their own price.
 */
export const priceField = defineField({
  name: 'price',
  title: 'Hire price',
  type: 'object',
  fields: [
    amountField('amount', 'Amount'),
    defineField({
      name: 'unit',
      title: 'Unit',
      type: 'string',
      description: 'What the amount buys, for example "each", "per set of 6", "per metre".',
      initialValue: 'each',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'label',
      title: 'Display label',
      type: 'string',
      description: 'How the price reads on the site, for example "$4.50 each" or "From $45.00".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'variants',
      title: 'Variants',
      description: 'Optional sizes or finishes with their own price. The first one is preselected.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'priceVariant',
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            amountField('amount', 'Amount'),
            stockField('How many of this variant the business owns. Empty means "on request".'),
          ],
          preview: {
            select: { title: 'label', amount: 'amount' },
            prepare: ({ title, amount }) => ({ title, subtitle: `$${Number(amount ?? 0).toFixed(2)}` }),
          },
        }),
      ],
    }),
  ],
  validation: (rule) => rule.required(),
})
