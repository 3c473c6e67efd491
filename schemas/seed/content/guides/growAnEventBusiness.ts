import type { GuideSeed } from './kit.ts'
import { pricingThatPays, packagesAndQuoting } from './growAnEventBusiness/pricing.ts'
import { clientAgreement } from './growAnEventBusiness/agreement.ts'
import { hireInventory, cashFlow } from './growAnEventBusiness/inventoryAndCashFlow.ts'
import { firstYearMarketing, supplierIntroductions, notes } from './growAnEventBusiness/marketing.ts'

/** The chapters live in growAnEventBusiness/, grouped by what they are read for; this keeps their order. */
export const growAnEventBusiness: GuideSeed = {
  kicker: 'A business handbook',
  subtitle: 'What we wish we had known when we started',
  chapters: [
    pricingThatPays,
    packagesAndQuoting,
    clientAgreement,
    hireInventory,
    cashFlow,
    firstYearMarketing,
    supplierIntroductions,
    notes,
  ],
}
