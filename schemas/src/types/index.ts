import { category } from './documents/category.ts'
import { deliveryZone } from './documents/deliveryZone.ts'
import { pageMeta } from './documents/pageMeta.ts'
import { portfolioEvent } from './documents/portfolioEvent.ts'
import { pressFeature, pressLogo } from './documents/press.ts'
import { product } from './documents/product.ts'
import { storeProduct } from './documents/storeProduct.ts'
import { testimonial } from './documents/testimonial.ts'
import { aboutPage } from './singletons/aboutPage.ts'
import { hireTerms } from './singletons/hireTerms.ts'
import { homePage } from './singletons/homePage.ts'
import { servicesPage } from './singletons/servicesPage.ts'
import { siteSettings } from './singletons/siteSettings.ts'

/** Singleton document ids equal their type names, so the Studio and the queries can address them directly. */
export const SINGLETON_TYPES = ['siteSettings', 'homePage', 'aboutPage', 'servicesPage', 'hireTerms'] as const

export const schemaTypes = [
  siteSettings,
  homePage,
  aboutPage,
  servicesPage,
  pageMeta,
  product,
  category,
  portfolioEvent,
  pressFeature,
  pressLogo,
  testimonial,
  storeProduct,
  deliveryZone,
  hireTerms,
]
