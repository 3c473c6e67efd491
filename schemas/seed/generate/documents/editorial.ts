import { pageMeta } from '../../content/pageMeta.ts'
import { pressFeatures, pressLogos } from '../../content/press.ts'
import { storeProducts } from '../../content/store.ts'
import { testimonials } from '../../content/testimonials.ts'
import type { ImageRegistry } from '../images.ts'
import type { Doc } from './helpers.ts'

export function testimonialDocs(): Doc[] {
  return testimonials.map((t, i) => ({
    _id: `testimonial.${i + 1}`,
    _type: 'testimonial',
    text: t.text,
    author: t.author,
    source: t.source,
    rating: 5,
    platform: t.platform,
    placements: [...(t.alsoOn ?? []), 'testimonials'],
    sortOrder: i,
  }))
}

export function pressDocs(images: ImageRegistry): Doc[] {
  const logos = pressLogos.map((p) => ({
    _id: `pressLogo.${p.key}`,
    _type: 'pressLogo',
    name: p.name,
    ...(p.logo
      ? {
          logo: images.image(
            { art: { kind: 'logo', text: p.name, style: p.logo.style }, alt: p.logo.alt },
            `logo-${p.key}`,
          ),
        }
      : {}),
    url: p.url,
  }))
  const features = pressFeatures.map((p, sortOrder) => {
    const logo = pressLogos.find((l) => l.name === p.outlet)
    return {
      _id: `pressFeature.${p.key}`,
      _type: 'pressFeature',
      title: p.title,
      outlet: p.outlet,
      ...(logo?.logo
        ? {
            outletLogo: images.image(
              { art: { kind: 'logo', text: logo.name, style: logo.logo.style }, alt: logo.logo.alt },
              `logo-${logo.key}`,
            ),
          }
        : {}),
      quote: p.quote,
      image: images.image(p.image, `press-${p.key}`),
      link: p.link,
      sortOrder,
    }
  })
  return [...logos, ...features]
}

export function storeDocs(): Doc[] {
  return storeProducts.map((s, sortOrder) => ({
    _id: `storeProduct.${s.key}`,
    _type: 'storeProduct',
    name: s.name,
    price: s.price,
    description: s.description,
    icon: s.icon,
    features: s.features,
    purchaseUrl: s.purchaseUrl,
    guideFile: s.guideFile,
    sortOrder,
  }))
}

export function pageMetaDocs(): Doc[] {
  return pageMeta.map((p) => ({
    _id: `pageMeta.${p.route.slice(1)}`,
    _type: 'pageMeta',
    route: p.route,
    heading: p.heading,
    ...(p.intro ? { intro: p.intro } : {}),
    title: p.title,
    description: p.description,
  }))
}
