import { BasketIcon } from '@sanity/icons/Basket'
import { BookIcon } from '@sanity/icons/Book'
import { CogIcon } from '@sanity/icons/Cog'
import { ClipboardIcon } from '@sanity/icons/Clipboard'
import { CommentIcon } from '@sanity/icons/Comment'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { HomeIcon } from '@sanity/icons/Home'
import { ImagesIcon } from '@sanity/icons/Images'
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { PinIcon } from '@sanity/icons/Pin'
import { PresentationIcon } from '@sanity/icons/Presentation'
import { SparklesIcon } from '@sanity/icons/Sparkles'
import { ThListIcon } from '@sanity/icons/ThList'
import type { StructureResolver } from 'sanity/structure'
import { hireCatalogue } from './hire.ts'
import { singletonItem, sortedTypeItem } from './items.ts'

/** Every type placed below; anything added to the schema later still shows up at the end. */
const PLACED_TYPES = new Set([
  'product',
  'category',
  'portfolioEvent',
  'pressFeature',
  'pressLogo',
  'testimonial',
  'storeProduct',
  'homePage',
  'aboutPage',
  'servicesPage',
  'pageMeta',
  'siteSettings',
  'deliveryZone',
  'hireTerms',
])

export const structure: StructureResolver = (S) =>
  S.list()
    .id('content')
    .title('Content')
    .items([
      hireCatalogue(S),
      sortedTypeItem(S, 'portfolioEvent', 'Portfolio', ImagesIcon),
      S.listItem()
        .id('press')
        .title('Press')
        .icon(BookIcon)
        .child(
          S.list()
            .id('press')
            .title('Press')
            .items([
              sortedTypeItem(S, 'pressFeature', 'Features', PresentationIcon),
              S.documentTypeListItem('pressLogo').title('Logos'),
            ]),
        ),
      sortedTypeItem(S, 'testimonial', 'Testimonials', CommentIcon),
      sortedTypeItem(S, 'storeProduct', 'Store', BasketIcon),
      S.divider(),
      sortedTypeItem(S, 'deliveryZone', 'Delivery zones', PinIcon),
      singletonItem(S, 'hireTerms', 'Hire terms & charges', ClipboardIcon),
      S.divider(),
      S.listItem()
        .id('pages')
        .title('Pages')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .id('pages')
            .title('Pages')
            .items([
              singletonItem(S, 'homePage', 'Home page', HomeIcon),
              singletonItem(S, 'aboutPage', 'About page', InfoOutlineIcon),
              singletonItem(S, 'servicesPage', 'Services page', SparklesIcon),
              S.divider(),
              S.documentTypeListItem('pageMeta').title('Page titles and descriptions').icon(ThListIcon),
            ]),
        ),
      S.divider(),
      singletonItem(S, 'siteSettings', 'Site settings', CogIcon),
      ...S.documentTypeListItems().filter((item) => !PLACED_TYPES.has(item.getId() ?? '')),
    ])
