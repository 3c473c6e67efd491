import { defineArrayMember, defineField, defineType } from 'sanity'
import { sortOrderField, sortOrderOrdering } from '../fields/sortOrder.ts'

export const TESTIMONIAL_PLACEMENTS = [
  { title: 'Home page', value: 'home' },
  { title: 'Services page', value: 'services' },
  { title: 'Testimonials page', value: 'testimonials' },
]

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    defineField({
      name: 'text',
      title: 'Review',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().min(20).max(1500),
    }),
    defineField({
      name: 'author',
      title: 'Author label',
      description: 'How the reviewer is named, for example "Bride, Noosa 2025".',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'source',
      title: 'Source label',
      description: 'For example "Google Review".',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: {
        list: [
          { title: 'Google', value: 'google' },
          { title: 'Other', value: 'other' },
        ],
        layout: 'radio',
      },
      initialValue: 'google',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'placements',
      title: 'Shown on',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: TESTIMONIAL_PLACEMENTS },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    sortOrderField(),
  ],
  orderings: [sortOrderOrdering()],
  preview: {
    select: { title: 'author', text: 'text', rating: 'rating' },
    prepare: ({ title, text, rating }) => ({ title, subtitle: `${'★'.repeat(rating ?? 0)} ${text ?? ''}` }),
  },
})
