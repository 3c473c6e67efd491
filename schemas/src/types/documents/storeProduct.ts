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
      description: 'Australian dollars, including GST when the business is registered for it.',
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
      description:
        'Only while the website takes no payments itself (no Stripe keys on the server): where "Purchase & Download" goes. Leave empty to hide the button then.',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'guideFile',
      title: 'Guide file',
      description:
        "The PDF buyers download, by its file name in the website server's store files folder (STORE_FILES_DIR). It is kept there, not uploaded here, because files in a public dataset can be opened by anyone with the address.",
      type: 'string',
      validation: (rule) =>
        rule.required().regex(/^[a-z0-9][a-z0-9-]{0,80}\.pdf$/, { name: 'file name such as wedding-guide.pdf' }),
    }),
    sortOrderField(),
  ],
  orderings: [sortOrderOrdering()],
  preview: {
    select: { title: 'name', price: 'price' },
    prepare: ({ title, price }) => ({ title, subtitle: `$${Number(price ?? 0).toFixed(2)}` }),
  },
})
