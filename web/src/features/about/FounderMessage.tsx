import type { AboutPageQueryResult } from '@amaranth/schemas/sanity.types'
import styled from 'styled-components'
import { Band, Container } from '../../components/layout/Container.tsx'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { Eyebrow } from '../../components/ui/Eyebrow.tsx'
import { RichText } from '../../components/ui/RichText.tsx'

type Founder = NonNullable<AboutPageQueryResult>['founder']

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 5fr 7fr;
    gap: ${({ theme }) => theme.space[9]};
  }
`

const Portrait = styled.div`
  max-width: 460px;
  width: 100%;
  justify-self: center;
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  color: ${({ theme }) => theme.colors.maroon};
`

const Signature = styled.p`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  max-width: 20rem;
`

const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-style: italic;
  color: ${({ theme }) => theme.colors.maroon};
`

/** The founder and creative director's note, with her portrait. */
export function FounderMessage({ founder }: { founder: Founder }) {
  return (
    <Band $tone="ivory" aria-labelledby="founder-heading">
      <Container>
        <Layout>
          <Portrait>
            <SanityImage image={founder.portrait} aspectRatio={4 / 5} sizes="(min-width: 1024px) 460px, 90vw" />
          </Portrait>
          <Text>
            <Eyebrow>{founder.role}</Eyebrow>
            <Heading id="founder-heading">A message from our founder</Heading>
            <RichText value={founder.message} />
            <Signature>
              <Name>{founder.name}</Name>
            </Signature>
          </Text>
        </Layout>
      </Container>
    </Band>
  )
}
