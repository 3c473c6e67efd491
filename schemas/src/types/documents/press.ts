import { defineField, defineType } from 'sanity'
import { imageField } from '../fields/image.ts'
import { sortOrderField, sortOrderOrdering } from '../fields/sortOrder.ts'

export const pressLogo = defineType({
  name: 'pressLogo',
  title: 'Press logo',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Publication', type: 'string', validation: (rule) => rule.required().max(80) }),
    imageField({
      name: 'logo',
      title: 'Logo',
      description: 'Optional: without a logo the name is set in type instead.',
      required: false,
    }),
    defineField({ name: 'url', title: 'Website', type: 'url' }),
  ],
  preview: { select: { title: 'name', media: 'logo' } },
})

export const pressFeature = defineType({
  name: 'pressFeature',
  title: 'Press feature',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'outlet', title: 'Outlet', type: 'string', validation: (rule) => rule.required().max(80) }),
    imageField({ name: 'outletLogo', title: 'Outlet logo', required: false }),
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(600),
    }),
    imageField({ name: 'image', title: 'Image' }),
    defineField({
      name: 'link',
      title: 'Article link',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    sortOrderField(),
  ],
  orderings: [sortOrderOrdering()],
  preview: { select: { title: 'title', subtitle: 'outlet', media: 'image' } },
})
