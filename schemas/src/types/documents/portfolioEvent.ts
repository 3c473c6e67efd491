import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, imageMember } from '../fields/image.ts'
import { sortOrderField, sortOrderOrdering } from '../fields/sortOrder.ts'

/** One product of an event's look and the quantity suggested for it: "Gold Rim Charger Plate × 60". */
export const lookItem = defineArrayMember({
  name: 'lookItem',
  title: 'Product used',
  type: 'object',
  fields: [
    defineField({
      name: 'product',
      title: 'Hire product',
      type: 'reference',
      to: [{ type: 'product' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'quantity',
      title: 'Suggested quantity',
      type: 'number',
      initialValue: 1,
      validation: (rule) => rule.required().integer().min(1).max(999),
    }),
  ],
  preview: {
    select: { name: 'product.name', quantity: 'quantity', media: 'product.image' },
    prepare: ({ name, quantity, media }) => ({ title: `${name ?? 'Choose a product'} × ${quantity ?? '?'}`, media }),
  },
})

export const portfolioEvent = defineType({
  name: 'portfolioEvent',
  title: 'Portfolio event',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(100) }),
    defineField({
      name: 'slug',
      title: 'Address',
      description: 'The page address /events/{slug}.',
      type: 'slug',
      options: { source: 'name', maxLength: 80 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'date',
      title: 'Month and year',
      description: 'Only the month and year are shown.',
      type: 'date',
      options: { dateFormat: 'MMMM YYYY' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().min(20).max(2000),
    }),
    defineField({
      name: 'venueLines',
      title: 'Venue lines',
      description: 'Optional lines such as the venue and the city.',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(120) })],
    }),
    defineField({ name: 'featured', title: 'Featured', type: 'boolean', initialValue: false }),
    defineField({
      name: 'featuredText',
      title: 'Featured label',
      description: 'Shown on the portfolio card of a featured event, for example IN VOGUE.',
      type: 'string',
      hidden: ({ document }) => !document?.featured,
      validation: (rule) =>
        rule.custom((text, context) =>
          (context.document as { featured?: boolean } | undefined)?.featured && !text
            ? 'A featured event needs its label'
            : true,
        ),
    }),
    imageField({ name: 'coverImage', title: 'Cover image' }),
    defineField({
      name: 'images',
      title: 'Photos',
      description: 'In the order they appear on the event page.',
      type: 'array',
      of: [defineArrayMember(imageMember)],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().min(5).max(60),
    }),
    defineField({
      name: 'guests',
      title: 'Guests',
      description:
        'How many guests the look was styled for. "Hire this look" starts from this number and scales its quantities to the visitor\'s own count.',
      type: 'number',
      validation: (rule) => rule.integer().min(1).max(5000),
    }),
    defineField({
      name: 'hireLook',
      title: 'Hire this look',
      description:
        'Hire products used at this event, each with the quantity we suggest. Shown after the photos under "Hire this look" (docs/product/portfolio.md).',
      type: 'array',
      of: [lookItem],
      validation: (rule) =>
        rule.max(24).custom((items: Array<{ product?: { _ref?: string } }> | undefined) => {
          const refs = (items ?? []).map((item) => item.product?._ref).filter(Boolean)
          return new Set(refs).size === refs.length ? true : 'Each product may be listed once'
        }),
    }),
    sortOrderField('Lower numbers come first on the portfolio page.'),
  ],
  orderings: [sortOrderOrdering('Portfolio order')],
  preview: {
    select: { title: 'name', date: 'date', featuredText: 'featuredText', media: 'coverImage' },
    prepare: ({ title, date, featuredText, media }) => ({
      title,
      subtitle: [date?.slice(0, 7), featuredText].filter(Boolean).join(' · '),
      media,
    }),
  },
})
