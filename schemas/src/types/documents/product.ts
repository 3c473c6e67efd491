import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, imageMember } from '../fields/image.ts'
import { planningGroup, scalingField, tableFitsField } from '../fields/planning.ts'
import { priceField } from '../fields/price.ts'
import { stockField, turnaroundFields } from '../fields/stock.ts'

export const product = defineType({
  name: 'product',
  title: 'Hire product',
  type: 'document',
  groups: [
    { name: 'main', title: 'Product', default: true },
    { name: 'details', title: 'Details' },
    { name: 'media', title: 'Images' },
    planningGroup,
    { name: 'stock', title: 'Stock & availability' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'main',
      validation: (rule) => rule.required().min(2).max(100),
    }),
    defineField({
      name: 'productId',
      title: 'Product id',
      description: 'The page address /hire/{id}, for example decor-1. Changing it breaks shared links.',
      type: 'slug',
      group: 'main',
      validation: (rule) =>
        rule
          .required()
          .custom((slug) =>
            !slug?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug.current)
              ? true
              : 'Use lower-case letters, numbers and single hyphens',
          ),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'category' }],
      group: 'main',
      validation: (rule) => rule.required(),
    }),
    { ...priceField, group: 'main' },
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 4,
      group: 'main',
      validation: (rule) => rule.required().min(20).max(1000),
    }),
    imageField({ name: 'image', title: 'Main image', group: 'media' }),
    defineField({
      name: 'gallery',
      title: 'More images',
      description: 'Shown as thumbnails on the product page after the main image.',
      type: 'array',
      group: 'media',
      of: [defineArrayMember(imageMember)],
      validation: (rule) => rule.max(12),
    }),
    defineField({
      name: 'dimensions',
      title: 'Dimensions',
      type: 'string',
      group: 'details',
      validation: (rule) => rule.max(200),
    }),
    defineField({
      name: 'weight',
      title: 'Weight',
      type: 'string',
      group: 'details',
      validation: (rule) => rule.max(100),
    }),
    defineField({
      name: 'specifications',
      title: 'Specifications',
      type: 'array',
      group: 'details',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(160) })],
    }),
    defineField({
      name: 'relatedProducts',
      title: 'Often hired with',
      description:
        'Up to 8 pieces shown under "Often hired with" on the product page. Left empty, the page shows four from the same category at the nearest prices.',
      type: 'array',
      group: 'main',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'product' }] })],
      validation: (rule) =>
        rule
          .max(8)
          .unique()
          .custom((refs: Array<{ _ref?: string }> | undefined, context) => {
            const id = context.document?._id.replace(/^drafts\./, '')
            return (refs ?? []).some((ref) => ref._ref === id) ? 'A product cannot be related to itself' : true
          }),
    }),
    scalingField,
    tableFitsField,
    {
      ...stockField(
        'How many the business owns. Empty means "on request": the site then says nothing about availability. With variants, set each variant\'s stock under Hire price instead.',
      ),
      group: 'stock',
    },
    ...turnaroundFields("Empty uses the category's days."),
    defineField({
      name: 'needsConversation',
      title: 'Needs a conversation',
      description:
        "Tick for a piece the team must talk through before it is booked, e.g. a statement arch that needs the venue's access, a ceiling height or a site visit. A list with it cannot be reserved online and comes through as an inquiry, saying why.",
      type: 'boolean',
      group: 'stock',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'name', id: 'productId.current', price: 'price.label', media: 'image' },
    prepare: ({ title, id, price, media }) => ({ title, subtitle: [id, price].filter(Boolean).join(' · '), media }),
  },
})
