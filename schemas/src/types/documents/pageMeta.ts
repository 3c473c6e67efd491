import { defineField, defineType } from 'sanity'
import { imageField } from '../fields/image.ts'
import { uniqueAmong } from '../fields/unique.ts'

/** Routes whose title and description staff control; singleton pages carry their own. */
export const PAGE_META_ROUTES = [
  { title: 'Testimonials', value: '/testimonials' },
  { title: 'Contact', value: '/contact' },
  { title: 'Thank you', value: '/thank-you' },
  { title: 'Enquiry', value: '/enquiry' },
  { title: 'Equipment hire', value: '/hire-range' },
  { title: 'Hire list', value: '/hire-list' },
  { title: 'Equipment hire inquiry', value: '/equipment-hire-inquiry' },
  { title: 'Portfolio', value: '/portfolio' },
  { title: 'Press', value: '/press' },
  { title: 'Store', value: '/store' },
]

export const pageMeta = defineType({
  name: 'pageMeta',
  title: 'Page title and description',
  type: 'document',
  fields: [
    defineField({
      name: 'route',
      title: 'Page',
      type: 'string',
      options: { list: PAGE_META_ROUTES },
      validation: (rule) => rule.required().custom(uniqueAmong('pageMeta', 'route')),
    }),
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3, validation: (rule) => rule.max(500) }),
    defineField({
      name: 'title',
      title: 'Browser and search title',
      type: 'string',
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: 'description',
      title: 'Search and sharing description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().min(50).max(170),
    }),
    imageField({ name: 'shareImage', title: 'Sharing image', required: false }),
  ],
  preview: { select: { title: 'heading', subtitle: 'route' } },
})
