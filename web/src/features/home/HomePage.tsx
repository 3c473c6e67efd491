import { useSuspenseQuery } from '@tanstack/react-query'
import { NotFoundState } from '../../components/states/NotFoundState.tsx'
import { ExperienceStatement } from './ExperienceStatement.tsx'
import { FeaturedWeddings } from './FeaturedWeddings.tsx'
import { HomeGallery } from './HomeGallery.tsx'
import { HomeHero } from './HomeHero.tsx'
import { homePageQueryOptions } from './homeQueries.ts'
import { HomeTestimonials } from './HomeTestimonials.tsx'
import { PressStrip } from './PressStrip.tsx'

export function HomePage() {
  const { data: home } = useSuspenseQuery(homePageQueryOptions())
  if (!home) return <NotFoundState />
  return (
    <>
      <HomeHero home={home} />
      <PressStrip logos={home.pressStrip} />
      <HomeGallery images={home.gallery} />
      <FeaturedWeddings weddings={home.featuredWeddings} />
      <HomeTestimonials reviews={home.testimonials} />
      {home.experience ? <ExperienceStatement heading={home.experience.heading} body={home.experience.body} /> : null}
    </>
  )
}
