import { defineQuery } from 'groq'
import { imageProjection } from './fragments.ts'

/** Everything the header, footer and document head need on every route. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  businessName,
  siteUrl,
  phone,
  email,
  locations,
  offices[]{ city, region, country },
  availability,
  responsePromise,
  enquiryFormUrl,
  footerBlurb,
  instagramHandle,
  instagramUrl,
  "instagramImages": instagramImages[]${imageProjection},
  poweredBy{ label, url },
  defaultDescription,
  "shareImage": heroPoster${imageProjection}
}`)

/** Heading, introduction and head data of the routes that are not singleton pages. */
export const pageMetaQuery = defineQuery(`*[_type == "pageMeta" && route == $route][0]{
  heading,
  intro,
  title,
  description,
  "shareImage": shareImage${imageProjection}
}`)

/**
 * Every address the site publishes, for sitemap.xml: the singleton pages, the routes staff title
 * in pageMeta, each category's collection page, every product and every event; and the site
 * address they are published on.
 */
export const sitemapQuery = defineQuery(`{
  "siteUrl": *[_type == "siteSettings" && _id == "siteSettings"][0].siteUrl,
  "pages": *[
    (_type in ["homePage", "aboutPage", "servicesPage", "hireTerms"] && _id == _type)
    || (_type == "pageMeta" && defined(route))
    || (_type == "category" && defined(categoryId))
    || (_type == "product" && defined(productId.current))
    || (_type == "portfolioEvent" && defined(slug.current))
  ]{
    "path": select(
      _type == "homePage" => "/",
      _type == "aboutPage" => "/about",
      _type == "servicesPage" => "/services",
      _type == "hireTerms" => "/hire-terms",
      _type == "pageMeta" => route,
      _type == "category" => "/" + categoryId,
      _type == "product" => "/hire/" + productId.current,
      "/events/" + slug.current
    ),
    "lastModified": _updatedAt
  } | order(path asc)
}`)
