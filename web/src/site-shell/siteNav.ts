/** The site's navigation in menu order (docs/product/pages.md, menu and footer); the footer calls the hire page 'Hire Range'. */
export const MENU_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/hire-range', label: 'Equipment Hire' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/press', label: 'Press' },
  { to: '/testimonials', label: 'Client Testimonials' },
] as const

export const FOOTER_NAV_LINKS = MENU_LINKS.map((link) =>
  link.to === '/hire-range' ? { ...link, label: 'Hire Range' } : link,
)

export const FOOTER_SERVICE_LINKS = [
  { to: '/services', label: 'Wedding Planning and Styling' },
  { to: '/services', label: 'Event Styling & Coordination' },
  { to: '/services', label: 'Brand Production and Events' },
  { to: '/hire-range', label: 'Equipment Hire' },
] as const
