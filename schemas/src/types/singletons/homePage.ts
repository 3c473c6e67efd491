import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, imageMember } from '../fields/image.ts'
import { seoField } from '../fields/seo.ts'

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    defineField({
      name: 'heroHeading',
      title: 'Hero heading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'heroSubheading',
      title: 'Hero subheading',
      type: 'string',
      validation: (rule) => rule.max(160),
    }),
    defineField({
      name: 'heroCtaLabel',
      title: 'Hero button',
      type: 'string',
      initialValue: 'Begin Your Journey',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'pressStrip',
      title: 'As featured in',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'pressLogo' }] })],
      validation: (rule) => rule.required().min(3).max(8).unique(),
    }),
    defineField({
      name: 'gallery',
      title: 'Gallery',
      type: 'array',
      of: [defineArrayMember(imageMember)],
      validation: (rule) => rule.required().length(6),
    }),
    defineField({
      name: 'featuredWeddings',
      title: 'Featured weddings',
      type: 'array',
      validation: (rule) => rule.required().length(3),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'featuredWedding',
          fields: [
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
              validation: (rule) => rule.required().max(120),
            }),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().max(500),
            }),
            imageField({ name: 'image', title: 'Image' }),
            defineField({
              name: 'event',
              title: 'Portfolio event',
              type: 'reference',
              to: [{ type: 'portfolioEvent' }],
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'subtitle', media: 'image' } },
        }),
      ],
    }),
    defineField({
      name: 'experience',
      title: 'Experience statement',
      type: 'object',
      fields: [
        defineField({
          name: 'heading',
          title: 'Heading',
          type: 'string',
          validation: (rule) => rule.required().max(100),
        }),
        defineField({
          name: 'body',
          title: 'Text',
          type: 'text',
          rows: 5,
          validation: (rule) => rule.required().max(1200),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    seoField,
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
