import { defineQuery } from 'groq'
import { imageProjection } from './fragments.ts'

/** Everything the header, footer and document head need on every route. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  businessName,
  siteUrl,
  phone,
  email,
  locations,
  availability,
  responsePromise,
  enquiryFormUrl,
  footerBlurb,
  instagramHandle,
  instagramUrl,
  "instagramImages": instagramImages[]${imageProjection},
  poweredBy{ label, url },
  defaultDescription
}`)

/** Heading, introduction and head data of the routes that are not singleton pages. */
export const pageMetaQuery = defineQuery(`*[_type == "pageMeta" && route == $route][0]{
  heading,
  intro,
  title,
  description,
  "shareImage": shareImage${imageProjection}
}`)
