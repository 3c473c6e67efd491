import type { ReactNode } from 'react'

/**
 * An inline icon drawn in the text colour: `children` are its paths on a `width`×`height` grid.
 * Always decorative (aria-hidden); the button or link around it carries the accessible name.
 * `strokeWidth` draws lines in currentColor; without it the paths paint themselves.
 */
export function Icon({
  size,
  width = size,
  height = size,
  strokeWidth,
  fill = 'none',
  children,
}: {
  size?: number
  width?: number
  height?: number
  strokeWidth?: number
  fill?: 'none' | 'currentColor'
  children: ReactNode
}) {
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      fill={fill}
      stroke={strokeWidth ? 'currentColor' : undefined}
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}
