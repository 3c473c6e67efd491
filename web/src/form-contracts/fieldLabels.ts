/**
 * The forms' labels, also the names their error messages use. Apart from the schemas, so a form
 * renders without zod, which loads when it first validates (forms/lazyResolver.ts).
 */
export const contactFieldLabels = {
  fullName: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  message: 'Message',
} as const

export const inquiryFieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  eventDate: 'Date of Event',
  venue: 'Venue/Location',
  postcode: 'Venue postcode',
  guests: 'Guests',
  guestsPerTable: 'Guests per table',
  message: 'Message',
  acceptTerms: 'Hire terms',
} as const

/** Reserve now: the inquiry's fields, delivery or pickup, and the full name typed to sign. */
export const reserveFieldLabels = {
  ...inquiryFieldLabels,
  fulfilment: 'Delivery or pickup',
  fullName: 'Your full name',
} as const
