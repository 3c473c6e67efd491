export type TestimonialSeed = {
  text: string
  author: string
  platform: 'google' | 'other'
  source: string
  /** Besides the testimonials page, which lists all of them. */
  alsoOn?: Array<'home' | 'services'>
}

export const testimonials: TestimonialSeed[] = [
  {
    text: 'From our first coffee to the last song, the Amaranth team made everything feel calm and completely us. Guests are still talking about the long table under the trees. We could not have imagined a more beautiful day.',
    author: 'Bride, Montville',
    platform: 'google',
    source: 'Google Review',
    alsoOn: ['home'],
  },
  {
    text: 'Planning a wedding in Italy from Brisbane felt impossible until we met Amaranth. They handled every vendor, every translation and every tiny detail, and the styling was breathtaking.',
    author: 'Bride, Lake Como',
    platform: 'google',
    source: 'Google Review',
    alsoOn: ['home'],
  },
  {
    text: 'Our launch needed to look incredible on camera and it did. The team understood our brand immediately and the installation was the talk of the night.',
    author: 'Marketing Director, Brisbane',
    platform: 'google',
    source: 'Google Review',
    alsoOn: ['services'],
  },
  {
    text: 'The hire process was so easy. Everything arrived on time, was set up perfectly and was collected the next morning without us lifting a finger.',
    author: 'Groom, Fremantle',
    platform: 'google',
    source: 'Google Review',
    alsoOn: ['home'],
  },
  {
    text: 'We had a clear picture of the mood we wanted but no idea how to get there. Amaranth translated it into a day that felt elegant, warm and so personal.',
    author: 'Bride, Margaret River',
    platform: 'google',
    source: 'Google Review',
    alsoOn: ['services'],
  },
  {
    text: 'Professional, thoughtful and genuinely lovely people. Our gala room was transformed overnight and every guest commented on the atmosphere.',
    author: 'Events Manager, Perth',
    platform: 'google',
    source: 'Google Review',
    alsoOn: ['services'],
  },
  {
    text: 'The day-of coordination meant we could actually be present. Every time we looked around, someone from the team was quietly making sure things ran on time.',
    author: 'Bride, Noosa',
    platform: 'google',
    source: 'Google Review',
  },
  {
    text: 'The peacock chair and lounge corner were the hit of my fiftieth. Beautiful pieces, beautifully presented, and the team could not have been kinder.',
    author: 'Birthday Host, Swan Valley',
    platform: 'google',
    source: 'Google Review',
  },
  {
    text: 'Amaranth listened to every idea, gently edited the ones that would not work and made the rest shine. Our wedding looked like a magazine spread.',
    author: 'Bride, Byron Hinterland',
    platform: 'other',
    source: 'Wedding directory review',
  },
  {
    text: 'Their vendor recommendations were spot on. Every supplier was a pleasure to work with and we never once felt out of our depth.',
    author: 'Groom, Rottnest Island',
    platform: 'google',
    source: 'Google Review',
  },
  {
    text: 'The candlelight, the velvet, the flowers: it was everything we dreamed of for a winter wedding. Thank you for making it so easy.',
    author: 'Bride, New Farm',
    platform: 'google',
    source: 'Google Review',
  },
  {
    text: 'We hired linen, chargers and glassware for our engagement party and every piece was immaculate. Quick replies and a seamless delivery.',
    author: 'Host, Paddington',
    platform: 'other',
    source: 'Facebook recommendation',
  },
]
