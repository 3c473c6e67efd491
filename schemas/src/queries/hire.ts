import { defineQuery } from 'groq'
import { BOOKING_DEFAULTS } from '../rules/bookingDefaults.ts'
import { CHANGE_DEFAULTS } from '../rules/changeDefaults.ts'
import { imageProjection, planningFields, priceProjection, productCardFields } from './fragments.ts'

export const categoriesQuery = defineQuery(`*[_type == "category"] | order(sortOrder asc){
  "id": categoryId,
  name,
  heading,
  description,
  sortOrder,
  "image": image${imageProjection},
  "thumbnail": thumbnail${imageProjection}
}`)

/** Every card of the catalogue; the hire list also re-reads names and prices from here. */
export const productCardsQuery = defineQuery(`*[_type == "product" && defined(productId.current)] | order(name asc){
  ${productCardFields}
}`)

export const productQuery = defineQuery(`*[_type == "product" && productId.current == $productId][0]{
  "id": productId.current,
  name,
  "category": category->{ "id": categoryId, name, heading },
  ${priceProjection},
  description,
  dimensions,
  weight,
  "specifications": coalesce(specifications, []),
  "images": [image${imageProjection}] + coalesce(gallery[]${imageProjection}, []),
  "hireTerms": *[_type == "siteSettings" && _id == "siteSettings"][0].hireTerms,
  "seenAt": *[_type == "portfolioEvent" && defined(slug.current) && references(^._id)] | order(date desc){
    name,
    "slug": slug.current,
    date
  },
  "related": coalesce(relatedProducts[defined(@->productId.current)]->{ ${productCardFields} }, []),
  "nearCheaper": *[_type == "product" && defined(productId.current) && category._ref == ^.category._ref && _id != ^._id && price.amount <= ^.price.amount] | order(price.amount desc, name asc)[0...4]{ ${productCardFields} },
  "nearDearer": *[_type == "product" && defined(productId.current) && category._ref == ^.category._ref && _id != ^._id && price.amount > ^.price.amount] | order(price.amount asc, name asc)[0...4]{ ${productCardFields} }
}`)

/**
 * The charges the terms quote (rules/termsFigures.ts), each falling back to the booking's defaults when a
 * terms document predates it. `as const` keeps the text a literal type: the generated result types are
 * keyed by each query's exact text.
 */
const bookingFigures = `"depositPercent": coalesce(depositPercent, ${BOOKING_DEFAULTS.depositPercent}),
    "balanceDueDays": coalesce(balanceDueDays, ${BOOKING_DEFAULTS.balanceDueDays}),
    "quoteValidDays": coalesce(quoteValidDays, ${BOOKING_DEFAULTS.quoteValidDays}),
    "balanceReminderDays": coalesce(balanceReminderDays, ${BOOKING_DEFAULTS.balanceReminderDays})` as const

/**
 * What the estimate needs beyond the items (docs/product/hire-list.md#the-estimate): the delivery
 * zones, the damage waiver and deposit, and the version of the hire terms a visitor accepts. The
 * hire list and the server's inquiry record price through the same answer, and the quote page's
 * deposit, balance date, quote expiry and reminders read their days here too. "Reserve now" reads its
 * rules here (web/src/reserve/reserveRules.ts): off when a terms document predates them. Final numbers'
 * policy is `changes` (web/src/booking/changePolicy.ts), its defaults when the terms predate it.
 */
export const hireChargesQuery = defineQuery(`{
  "zones": *[_type == "deliveryZone" && defined(name) && defined(fee)] | order(sortOrder asc, name asc){
    "id": _id,
    name,
    "postcodes": coalesce(postcodes, []),
    fee,
    "minimumOrder": coalesce(minimumOrder, 0)
  },
  ...*[_type == "hireTerms" && _id == "hireTerms"][0]{
    "damageWaiverPercent": coalesce(damageWaiverPercent, 0),
    damageWaiverSummary,
    ${bookingFigures},
    "termsVersion": effectiveDate,
    "reserve": {
      "instantBooking": coalesce(instantBooking, false),
      "deliveryNoticeDays": coalesce(deliveryNoticeDays, 10),
      "pickupNoticeDays": coalesce(pickupNoticeDays, 5),
      "capDollars": coalesce(instantBookingCap, 0),
      "decisionWindowHours": coalesce(decisionWindowHours, 48),
      "windowPassedAction": coalesce(windowPassedAction, "accept")
    },
    "changes": {
      "increaseCutoffDays": coalesce(increaseCutoffDays, ${CHANGE_DEFAULTS.increaseCutoffDays}),
      "reductionCutoffDays": coalesce(reductionCutoffDays, ${CHANGE_DEFAULTS.reductionCutoffDays}),
      "lateReduction": coalesce(lateReduction, "${CHANGE_DEFAULTS.lateReduction}"),
      "lateReductionPercent": coalesce(lateReductionPercent, ${CHANGE_DEFAULTS.lateReductionPercent}),
      "changesApply": coalesce(changesApply, "${CHANGE_DEFAULTS.changesApply}")
    }
  },
  "conversationProductIds": *[_type == "product" && needsConversation == true && defined(productId.current)].productId.current
}`)

/** The hire terms page, /hire-terms. */
export const hireTermsPageQuery = defineQuery(`*[_type == "hireTerms" && _id == "hireTerms"][0]{
  heading,
  intro,
  effectiveDate,
  body,
  "figures": { ${bookingFigures} },
  seo
}`)

/** The planning rules of every product that has one, read by the hire list's "Suggest quantities". */
export const planningRulesQuery =
  defineQuery(`*[_type == "product" && defined(productId.current) && (defined(scaling.basis) || count(tableFits) > 0)]{
  "id": productId.current,
  ${planningFields}
}`)
