import styled from 'styled-components'
import { FullScreenDialog } from '../../components/ui/FullScreenDialog.tsx'

/** The site's full-screen dialog, laid out as top bar, photo and caption. */
export const Dialog = styled(FullScreenDialog)`
  position: fixed;
  inset: 0;
  overflow: hidden;

  &[open],
  &[data-opening] {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto;
  }
`

export const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.layout.gutter}`};
  padding-top: max(${({ theme }) => theme.space[2]}, env(safe-area-inset-top));
`

export const Position = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  color: ${({ theme }) => theme.colors.ivoryMuted};
  font-variant-numeric: tabular-nums;
`

/*
 * Sized as a container so the photo's frame can fit itself inside with container units. The frame
 * and the photo are plain elements styled here (LightboxPhoto.tsx): the stage is in the page before
 * the first tap, so opening or stepping inserts no style rule.
 */
export const Stage = styled.div`
  container-type: size;
  display: grid;
  place-items: center;
  padding: 0 ${({ theme }) => theme.space[2]};
  touch-action: pan-y pinch-zoom;
  user-select: none;
  > [data-photo-frame] {
    max-width: 100%;
    background: ${({ theme }) => theme.colors.maroon} center / cover no-repeat;
  }
  [data-photo-frame] > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    transition: opacity ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  /* Fetched and decoding: the blurred frame shows until it can be drawn whole. */
  [data-photo-frame] > img[data-decoding] {
    opacity: 0;
  }
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space[10]};
  }
`

export const Footer = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.layout.gutter}`};
  padding-bottom: max(${({ theme }) => theme.space[4]}, env(safe-area-inset-bottom));
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr;
  }
`

export const Caption = styled.p`
  min-height: 3.4em;
  display: grid;
  align-items: center;
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto;
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ivoryMuted};
`

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.lineOnDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.ivory};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &:hover {
    background: ${({ theme }) => theme.colors.ivory};
    color: ${({ theme }) => theme.colors.maroon};
  }
`

/* Beside the photo on wider screens; beside the caption, within thumb reach, on phones. */
export const StepButton = styled(IconButton)<{ $side: 'start' | 'end' }>`
  ${({ theme }) => theme.media.md} {
    position: absolute;
    top: 50%;
    ${({ $side, theme }) => ($side === 'start' ? `left: ${theme.space[5]};` : `right: ${theme.space[5]};`)}
    transform: translateY(-50%);
  }
`
