import styled from 'styled-components'

const Intro = styled.header`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[9]} ${theme.layout.gutter} ${theme.space[8]}`};
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldText};
`

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  color: ${({ theme }) => theme.colors.maroon};
`

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
`

/** The heading block every content page opens with. */
export function PageIntro({ eyebrow, heading, intro }: { eyebrow?: string; heading: string; intro?: string | null }) {
  return (
    <Intro>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading>{heading}</Heading>
      {intro ? <Lead>{intro}</Lead> : null}
    </Intro>
  )
}
