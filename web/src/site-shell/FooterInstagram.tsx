import styled from 'styled-components'
import type { SiteSettingsQueryResult } from '@amaranth/schemas/sanity.types'
import { SanityImage } from '../components/media/SanityImage.tsx'
import { ButtonAnchor } from '../components/ui/Button.tsx'
import { Eyebrow } from '../components/ui/Eyebrow.tsx'

type Settings = NonNullable<SiteSettingsQueryResult>

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space[9]} 0 0`};
  background: ${({ theme }) => theme.colors.ivory};
  text-align: center;
`

const Intro = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0 ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space[7]};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  color: ${({ theme }) => theme.colors.maroon};
`

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(6, 1fr);
  }
`

/** The Instagram follow block that opens the footer on every page: six images and the handle. */
export function FooterInstagram({ settings }: { settings: Settings }) {
  return (
    <Section aria-labelledby="footer-instagram">
      <Intro>
        <Eyebrow>{settings.instagramHandle}</Eyebrow>
        <Heading id="footer-instagram">Follow Our Journey</Heading>
        <ButtonAnchor
          href={settings.instagramUrl ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          $variant="outline"
        >
          Follow on Instagram
        </ButtonAnchor>
      </Intro>
      <Grid>
        {(settings.instagramImages ?? []).slice(0, 6).map((image, index) => (
          <li key={image.asset?._id ?? index}>
            <SanityImage image={image} aspectRatio={1} sizes="(min-width: 768px) 17vw, 34vw" />
          </li>
        ))}
      </Grid>
    </Section>
  )
}
