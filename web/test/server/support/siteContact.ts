import type { SiteContact } from '../../../src/server/email/siteContact.ts'

/** The business as the inquiry emails sign off, for tests that read a confirmation. */
export const SITE_CONTACT = {
  businessName: 'Amaranth Events',
  responsePromise: 'Soon.',
  phone: '',
  email: '',
} as SiteContact
