import type { Page } from '@playwright/test'

/** Where the site keeps the visitor's hire list (web/src/hire-list storage). */
export const HIRE_LIST_KEY = 'amaranthCart'

/** A stored hire list: the lines alone (the first format), or `{ version: 2, items, event }`. */
export type StoredHireList =
  | Array<{ productId: string; variantKey?: string; quantity: number }>
  | { version: 2; items: Array<{ productId: string; variantKey?: string; quantity: number }>; event?: object }
  | unknown

/**
 * The hire list in the browser's storage before the page's first script runs. `once` (the default)
 * writes it on the tab's first load only, so what the test then does to the list survives a reload;
 * `once: false` writes it on every load.
 */
export async function seedHireList(page: Page, list: StoredHireList, { once = true } = {}) {
  await page.addInitScript(
    ([key, json, onlyOnce]) => {
      if (onlyOnce && sessionStorage.getItem('e2e-seeded')) return
      localStorage.setItem(key, json)
      if (onlyOnce) sessionStorage.setItem('e2e-seeded', '1')
    },
    [HIRE_LIST_KEY, JSON.stringify(list), once] as const,
  )
}

/** The hire list written into storage of the page already open (same origin), for the next load to read. */
export async function writeHireList(page: Page, list: StoredHireList) {
  await page.evaluate(([key, json]) => localStorage.setItem(key, json), [HIRE_LIST_KEY, JSON.stringify(list)] as const)
}

/** The equipment hire inquiry's fields, by their labels; those left out are not typed. */
export type HireInquiryFields = {
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
  eventDate?: string
  venue?: string
  message?: string
  /** Ticks "I have read and accept the hire terms" (default true). */
  agreeTerms?: boolean
}

const HIRE_INQUIRY_LABELS: Array<[keyof HireInquiryFields, string]> = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['email', 'Email'],
  ['phone', 'Phone Number'],
  ['eventDate', 'Date of Event'],
  ['venue', 'Venue/Location'],
  ['message', 'Message'],
]

/** The couple most specs send as: every field but the email and the message. */
export const OLIVIA = {
  firstName: 'Olivia',
  lastName: 'Hart',
  eventDate: '2027-03-20',
  venue: 'Spicers Clovelly Estate, Montville',
} satisfies HireInquiryFields

/** Types each given field as a visitor does, in the form's order. */
async function fillByLabel<F extends object>(page: Page, labels: Array<[keyof F, string]>, fields: F, exact: boolean) {
  for (const [name, label] of labels) {
    const value = fields[name]
    if (typeof value === 'string') await page.getByLabel(label, { exact }).fill(value)
  }
}

/** Types the inquiry form as a visitor does, field by field in the page's order, and ticks the terms. */
export async function fillHireInquiry(page: Page, fields: HireInquiryFields) {
  await fillByLabel(page, HIRE_INQUIRY_LABELS, fields, true)
  if (fields.agreeTerms ?? true) await page.getByRole('checkbox', { name: /hire terms/ }).check()
}

/** Fills the inquiry form and presses "Submit Inquiry". */
export async function sendHireInquiry(page: Page, fields: HireInquiryFields) {
  await fillHireInquiry(page, fields)
  await page.getByRole('button', { name: 'Submit Inquiry' }).click()
}

/** The contact form's fields, by their labels. */
export type ContactFields = { fullName?: string; email?: string; phone?: string; message?: string }

const CONTACT_LABELS: Array<[keyof ContactFields, string]> = [
  ['fullName', 'Full Name'],
  ['email', 'Email Address'],
  ['phone', 'Phone Number'],
  ['message', 'Message'],
]

export const fillContactForm = (page: Page, fields: ContactFields) => fillByLabel(page, CONTACT_LABELS, fields, false)
