import styled from 'styled-components'
import { Button } from '../../components/ui/Button.tsx'
import { EmailInput, FieldLabel, InlineForm } from './storeForms.tsx'

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.layout.gutter} ${theme.space[9]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.maroon};
`

const Help = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
`

/** "Lost your link?": a fresh download link to the address a guide was bought with (a plain form post). */
export function LostLink() {
  return (
    <Section aria-labelledby="lost-link">
      <Heading id="lost-link">Lost your link?</Heading>
      <Help>Enter the email address you bought with and we will send a fresh download link for each guide.</Help>
      <InlineForm method="post" action="/api/store/links">
        <FieldLabel>
          Email address
          <EmailInput type="email" name="email" autoComplete="email" required maxLength={254} />
        </FieldLabel>
        <Button type="submit" $variant="outline">
          Email me a fresh link
        </Button>
      </InlineForm>
    </Section>
  )
}
