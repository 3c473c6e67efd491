import { defineField, defineType } from 'sanity'
import { imageField } from '../fields/image.ts'
import { richTextMembers } from '../fields/portableText.ts'
import { seoField } from '../fields/seo.ts'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    imageField({ name: 'heroImage', title: 'Hero image' }),
    defineField({
      name: 'brandStory',
      title: 'Brand story',
      type: 'array',
      of: richTextMembers,
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'founder',
      title: 'Founder message',
      type: 'object',
      fields: [
        defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'role', title: 'Role', type: 'string', validation: (rule) => rule.required() }),
        imageField({ name: 'portrait', title: 'Portrait' }),
        defineField({
          name: 'message',
          title: 'Message',
          type: 'array',
          of: richTextMembers,
          validation: (rule) => rule.required().min(1),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    seoField,
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
})
