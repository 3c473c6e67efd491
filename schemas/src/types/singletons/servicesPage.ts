import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField } from '../fields/image.ts'
import { seoField } from '../fields/seo.ts'

export const servicesPage = defineType({
  name: 'servicesPage',
  title: 'Services page',
  type: 'document',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3, validation: (rule) => rule.max(500) }),
    defineField({
      name: 'tabs',
      title: 'Service tabs',
      description: 'The first tab is selected when the page opens.',
      type: 'array',
      validation: (rule) => rule.required().length(3),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'serviceTab',
          fields: [
            defineField({
              name: 'label',
              title: 'Tab label',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: 'subtitle',
              title: 'Subtitle',
              type: 'string',
              validation: (rule) => rule.required().max(160),
            }),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 5,
              validation: (rule) => rule.required().max(1500),
            }),
            imageField({ name: 'image', title: 'Image' }),
            defineField({
              name: 'features',
              title: 'Features',
              type: 'array',
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'serviceFeature',
                  fields: [
                    defineField({
                      name: 'title',
                      title: 'Title',
                      type: 'string',
                      validation: (rule) => rule.required().max(60),
                    }),
                    defineField({
                      name: 'description',
                      title: 'Description',
                      type: 'text',
                      rows: 2,
                      validation: (rule) => rule.max(300),
                    }),
                  ],
                }),
              ],
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'title', media: 'image' } },
        }),
      ],
    }),
    defineField({
      name: 'pressQuote',
      title: 'Press quote',
      description: 'Shown on tabs that list features.',
      type: 'object',
      fields: [
        defineField({ name: 'quote', title: 'Quote', type: 'text', rows: 3, validation: (rule) => rule.required() }),
        defineField({ name: 'outlet', title: 'Outlet', type: 'string', validation: (rule) => rule.required() }),
      ],
    }),
    seoField,
  ],
  preview: { prepare: () => ({ title: 'Services page' }) },
})
