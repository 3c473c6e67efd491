import { expect, type Page } from '@playwright/test'

/** The content routes of the site issue and what proves each one's CMS content is on the page. */
export type RouteCase = {
  path: string
  name: string
  heading: string | RegExp
  title: RegExp
  /** What proves the page's CMS content is there. */
  check: (page: Page) => Promise<void>
}

export const ROUTES: RouteCase[] = [
  {
    path: '/',
    name: 'home',
    heading: 'Weddings and celebrations, beautifully considered',
    title: /Wedding Planning & Event Styling/,
    check: async (page) => {
      await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toHaveAttribute('href', '/enquiry')
      const press = page.getByRole('region', { name: 'As featured in' }).getByRole('listitem')
      await expect(press).toHaveCount(6)
      await expect(press.getByRole('img')).toHaveCount(5)
      await expect(press.filter({ hasText: 'Southern Bride Journal' })).toHaveCount(1)
      await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(6)
      const weddings = page.getByRole('region', { name: 'Love stories, beautifully told' }).getByRole('article')
      await expect(weddings).toHaveCount(3)
      await expect(weddings.first().getByRole('link')).toHaveAttribute('href', /^\/events\/[a-z0-9-]+$/)
      await expect(
        page.getByRole('region', { name: 'From our couples' }).getByRole('img', { name: 'Rated 5 out of 5' }),
      ).toHaveCount(3)
      await expect(page.getByText(/limited number of weddings each year/)).toBeVisible()
      await expect(page.getByText(/venue scouting/).first()).toBeVisible()
      await expect(page.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/portfolio')
    },
  },
  {
    path: '/about',
    name: 'about',
    heading: 'Our Story',
    title: /About Us/,
    check: async (page) => {
      await expect(page.getByText(/began with a single long table/)).toBeVisible()
      await expect(page.getByText('Isabelle Laurent')).toBeVisible()
      await expect(page.getByText('Founder & Creative Director')).toBeVisible()
      await expect(page.getByText(/limited number of weddings each year/)).toBeVisible()
    },
  },
  {
    path: '/services',
    name: 'services',
    heading: 'Services',
    title: /Services \| Amaranth/,
    check: async (page) => {
      const tabs = page.getByRole('tab')
      await expect(tabs).toHaveText(['Weddings', 'Celebrations', 'Brand & Corporate Events'])
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      const panel = page.getByRole('tabpanel')
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
        'Full Wedding Planning',
        'Editorial Styling',
        'Day-of Coordination',
        'Vendor Curation',
      ])
      await expect(panel.getByText('The Velvet Edit')).toBeVisible()
      await expect(panel.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquiry')
      await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible()
      await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3)
    },
  },
  {
    path: '/testimonials',
    name: 'testimonials',
    heading: 'Client Testimonials',
    title: /Client Testimonials/,
    check: async (page) => {
      await expect(page.getByRole('main').getByRole('figure')).toHaveCount(12)
      await expect(page.getByRole('main').getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(12)
    },
  },
  {
    path: '/press',
    name: 'press',
    heading: 'Press',
    title: /Press \| Amaranth/,
    check: async (page) => {
      const articles = page.getByRole('main').getByRole('article')
      await expect(articles).toHaveCount(3)
      const readMore = page.getByRole('link', { name: /^READ MORE/ })
      await expect(readMore).toHaveCount(3)
      for (const link of await readMore.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      await expect(articles.getByText('The Velvet Edit')).toHaveCount(2)
      await expect(articles.getByText('Atelier Luxe Guide')).toHaveCount(1)
    },
  },
  {
    path: '/enquiry',
    name: 'enquiry',
    heading: 'Enquire',
    title: /Enquire \| Amaranth/,
    check: async (page) => {
      const frame = page.locator('iframe[title="Event Enquiry Form"]')
      await expect(frame).toHaveAttribute('src', /^https:\/\//)
      expect((await frame.boundingBox())?.height).toBeGreaterThan(600)
      await expect(page.getByText('Form not loading?')).toBeVisible()
    },
  },
  {
    path: '/thank-you',
    name: 'thank-you',
    heading: 'Inquiry Sent!',
    title: /Thank You/,
    check: async (page) => {
      await expect(page.getByText(/within 12 hours/)).toBeVisible()
    },
  },
  {
    path: '/hire-terms',
    name: 'hire-terms',
    heading: 'Hire Terms',
    title: /Hire Terms \| Amaranth/,
    check: async (page) => {
      await expect(page.getByText('In effect from 1 November 2026')).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'Cancellation' })).toBeVisible()
      await expect(page.getByText(/at least 48 hours before the event date/)).toBeVisible()
      await expect(page.getByText(/delivers and sets up every piece on the day of your event/)).toBeVisible()
      await expect(page.getByText(/Significant damage or loss may incur extra charges/)).toBeVisible()
    },
  },
]
