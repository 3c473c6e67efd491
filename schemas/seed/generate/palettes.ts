import type { PaletteName } from '../content/types.ts'
import { BRAND } from './color.ts'

/** Colour schemes for the event "photographs"; each event picks one. */
export type Palette = {
  wall: [string, string]
  floor: string
  linen: string
  florals: string[]
  greenery: string
  metal: string
  glow: string
  dark: boolean
}

export const PALETTES = {
  blush: {
    wall: ['#f6ebe5', '#e6cfc6'],
    floor: '#d9c2b6',
    linen: BRAND.ivory,
    florals: ['#f2c9c1', '#e7b2a6', '#fbeee9', '#d99a8f', '#f7dcd3'],
    greenery: '#8f9c86',
    metal: BRAND.gold,
    glow: '#fff1dc',
    dark: false,
  },
  sage: {
    wall: ['#eef0e8', '#cfd6c6'],
    floor: '#c3c9b7',
    linen: '#f4f1ea',
    florals: [BRAND.ivory, '#efe3d6', BRAND.champagne, '#f3d9cf', '#ffffff'],
    greenery: '#74836b',
    metal: BRAND.gold,
    glow: '#fbf5e6',
    dark: false,
  },
  champagne: {
    wall: ['#f5ece0', '#dcc7a9'],
    floor: '#cdb594',
    linen: '#f7efe3',
    florals: ['#f7f1ea', '#e9d3cb', '#d8c3a5', '#c9a98a', '#fff8ef'],
    greenery: '#9aa08a',
    metal: '#b89459',
    glow: '#fff3dd',
    dark: false,
  },
  ivory: {
    wall: ['#fbf8f3', '#ebe1d3'],
    floor: '#ddd0bf',
    linen: '#fffdf8',
    florals: ['#ffffff', '#f4ebe1', '#e9dccb', '#f6e3dc', '#fffaf2'],
    greenery: '#8d9985',
    metal: BRAND.gold,
    glow: '#fffaf0',
    dark: false,
  },
  maroon: {
    wall: ['#4d0d10', '#1c0203'],
    floor: '#2a0506',
    linen: '#5a1417',
    florals: ['#7a1a22', '#a8323c', '#e9d3cb', '#5f0f1a', '#c25b5f'],
    greenery: '#56604c',
    metal: '#c9a464',
    glow: '#ffc98a',
    dark: true,
  },
  plum: {
    wall: ['#3f1b35', '#1a0a16'],
    floor: '#2a1024',
    linen: '#4b2340',
    florals: ['#8c4a6e', '#c27a9a', '#e9d3cb', '#5e2748', '#d8a7b9'],
    greenery: '#5d6656',
    metal: '#c9a464',
    glow: '#ffd39a',
    dark: true,
  },
  charcoal: {
    wall: ['#37312f', '#141212'],
    floor: '#221e1d',
    linen: '#ede4d8',
    florals: [BRAND.ivory, BRAND.champagne, '#f0dcd2', '#ffffff', '#c7a982'],
    greenery: '#6d7766',
    metal: '#c9a464',
    glow: '#ffd9a0',
    dark: true,
  },
  dusk: {
    wall: ['#f1cdbf', '#7a4a5e'],
    floor: '#8d8a6f',
    linen: BRAND.ivory,
    florals: ['#f2c9c1', '#fbeee9', '#d99a8f', '#e9d3cb', '#ffffff'],
    greenery: '#66735c',
    metal: BRAND.gold,
    glow: '#ffe2b8',
    dark: false,
  },
} satisfies Record<PaletteName, Palette>
