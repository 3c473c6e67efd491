import { defineArrayMember, defineField, defineType } from 'sanity'
import { sortOrderField, sortOrderOrdering } from '../fields/sortOrder.ts'

export const STORE_ICONS = [
  { title: 'Planner document', value: 'planner' },
  { title: 'Wedding rings', value: 'rings' },
  { title: 'Growth chart', value: 'growth' },
]

export const storeProduct = defineType({
  name: 'storeProduct',
  title: 'Store product',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'price',
      title: 'Price',
      description: 'Australian dollars.',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(500),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: STORE_ICONS, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'features',
      title: 'What is inside',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(120) })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'purchaseUrl',
      title: 'Purchase link',
      description: 'Where "Purchase & Download" goes (the checkout page of the shop platform).',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    sortOrderField(),
  ],
  orderings: [sortOrderOrdering()],
  preview: {
    select: { title: 'name', price: 'price' },
    prepare: ({ title, price }) => ({ title, subtitle: `$${Number(price ?? 0).toFixed(2)}` }),
  },
})
