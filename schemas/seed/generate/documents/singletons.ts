import { pressLogos } from '../../content/press.ts'
import { aboutPage } from '../../content/aboutPage.ts'
import { deliveryZones, hireCharges, hireTermsPage } from '../../content/hireCharges.ts'
import { homePage } from '../../content/homePage.ts'
import { servicesPage } from '../../content/servicesPage.ts'
import { siteSettings } from '../../content/siteSettings.ts'
import type { ImageRegistry } from '../images.ts'
import { blocks, ref, type Doc } from './helpers.ts'

const seo = (s: { title: string; description: string }) => ({ ...s })

export function siteSettingsDoc(images: ImageRegistry, heroVideo?: string): Doc {
  const { heroPoster, instagram, poweredBy, ...rest } = siteSettings
  return {
    _id: 'siteSettings',
    _type: 'siteSettings',
    ...rest,
    ...(heroVideo ? { heroVideo: { _type: 'file', _sanityAsset: heroVideo } } : {}),
    heroPoster: images.image(heroPoster, 'hero-poster'),
    instagramImages: instagram.map((spec, i) => images.image(spec, `instagram-${i + 1}`, `ig${i + 1}`)),
    poweredBy: { ...poweredBy },
  }
}

export function homePageDoc(images: ImageRegistry): Doc {
  return {
    _id: 'homePage',
    _type: 'homePage',
    heroHeading: homePage.heroHeading,
    heroSubheading: homePage.heroSubheading,
    heroCtaLabel: homePage.heroCtaLabel,
    pressStrip: pressLogos.map((p) => ref(`pressLogo.${p.key}`, `press-${p.key}`)),
    gallery: homePage.gallery.map((spec, i) => images.image(spec, `home-gallery-${i + 1}`, `gallery${i + 1}`)),
    featuredWeddings: homePage.featuredWeddings.map((f, i) => ({
      _type: 'featuredWedding',
      _key: `featured${i + 1}`,
      title: f.title,
      subtitle: f.subtitle,
      description: f.description,
      image: images.image(f.image, `featured-${f.event}`),
      event: ref(`event.${f.event}`),
    })),
    experience: { ...homePage.experience },
    seo: seo(homePage.seo),
  }
}

export function aboutPageDoc(images: ImageRegistry): Doc {
  return {
    _id: 'aboutPage',
    _type: 'aboutPage',
    heading: aboutPage.heading,
    heroImage: images.image(aboutPage.heroImage, 'about-hero'),
    brandStory: blocks(aboutPage.brandStory, 'story'),
    founder: {
      name: aboutPage.founder.name,
      role: aboutPage.founder.role,
      portrait: images.image(aboutPage.founder.portrait, 'founder'),
      message: blocks(aboutPage.founder.message, 'message'),
    },
    seo: seo(aboutPage.seo),
  }
}

export function servicesPageDoc(images: ImageRegistry): Doc {
  return {
    _id: 'servicesPage',
    _type: 'servicesPage',
    heading: servicesPage.heading,
    intro: servicesPage.intro,
    tabs: servicesPage.tabs.map((tab, i) => ({
      _type: 'serviceTab',
      _key: `tab${i + 1}`,
      label: tab.label,
      title: tab.title,
      subtitle: tab.subtitle,
      description: tab.description,
      image: images.image(tab.image, `services-${i + 1}`),
      features: tab.features.map((feature, k) => ({
        _type: 'serviceFeature',
        _key: `tab${i + 1}f${k + 1}`,
        ...feature,
      })),
    })),
    pressQuote: { ...servicesPage.pressQuote },
    seo: seo(servicesPage.seo),
  }
}

export function hireTermsDoc(): Doc {
  const { sections, seo: terms, ...page } = hireTermsPage
  const body = sections.flatMap((section, i) => [
    { ...blocks([section.heading], `terms${i}h`)[0]!, style: 'h3' },
    ...blocks(section.paragraphs, `terms${i}p`),
  ])
  return { _id: 'hireTerms', _type: 'hireTerms', ...hireCharges, ...page, body, seo: seo(terms) }
}

export function deliveryZoneDocs(): Doc[] {
  return deliveryZones.map(({ key, ...zone }, sortOrder) => ({
    _id: `deliveryZone.${key}`,
    _type: 'deliveryZone',
    ...zone,
    sortOrder,
  }))
}
