import { defineQuery } from 'groq'
import { imageProjection, seoProjection } from './fragments.ts'

const testimonialProjection = /* groq */ `{ _id, text, author, source, rating, platform }`

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  heroHeading,
  heroSubheading,
  heroCtaLabel,
  "hero": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    "poster": heroPoster${imageProjection},
    "video": heroVideo.asset->{ url, path, mimeType }
  },
  "pressStrip": pressStrip[]->{ _id, name, url, "logo": logo${imageProjection} },
  "gallery": gallery[]${imageProjection},
  featuredWeddings[]{
    _key,
    title,
    subtitle,
    description,
    "image": image${imageProjection},
    "eventSlug": event->slug.current
  },
  experience{ heading, body },
  "testimonials": *[_type == "testimonial" && "home" in placements] | order(sortOrder asc) ${testimonialProjection},
  ${seoProjection}
}`)

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  heading,
  "heroImage": heroImage${imageProjection},
  brandStory,
  founder{ name, role, message, "portrait": portrait${imageProjection} },
  ${seoProjection}
}`)

export const servicesPageQuery = defineQuery(`*[_type == "servicesPage" && _id == "servicesPage"][0]{
  heading,
  intro,
  tabs[]{
    _key,
    label,
    title,
    subtitle,
    description,
    "image": image${imageProjection},
    "features": coalesce(features[]{ _key, title, description }, [])
  },
  pressQuote{ quote, outlet },
  "testimonials": *[_type == "testimonial" && "services" in placements] | order(sortOrder asc) ${testimonialProjection},
  ${seoProjection}
}`)

export const testimonialsPageQuery = defineQuery(
  `*[_type == "testimonial" && "testimonials" in placements] | order(sortOrder asc) ${testimonialProjection}`,
)

export const pressPageQuery = defineQuery(`*[_type == "pressFeature"] | order(sortOrder asc){
  _id,
  title,
  outlet,
  "outletLogo": outletLogo${imageProjection},
  quote,
  "image": image${imageProjection},
  link
}`)

export const storeProductsQuery = defineQuery(`*[_type == "storeProduct"] | order(sortOrder asc){
  _id,
  name,
  price,
  description,
  icon,
  features,
  purchaseUrl,
  "seller": *[_type == "siteSettings" && _id == "siteSettings"][0]{"gstRegistered": coalesce(gstRegistered, false), abn}
}`)
