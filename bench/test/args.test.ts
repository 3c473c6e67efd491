import { describe, expect, it } from 'vitest'
import { DEFAULT_ROUTES, readBenchOptions } from '../src/args.ts'

describe('readBenchOptions', () => {
  it('defaults to 5 runs of every route with both presets, build and scale', () => {
    expect(readBenchOptions([], '/out')).toEqual({
      runs: 5,
      routes: DEFAULT_ROUTES,
      presets: ['mobile', 'desktop'],
      build: true,
      scale: true,
      inp: true,
      inpSets: 3,
      outDir: '/out',
    })
  })

  it('reads the development flags', () => {
    const options = readBenchOptions(
      [
        '--runs',
        '1',
        '--routes',
        '/, /hire-range',
        '--presets',
        'mobile',
        '--no-build',
        '--skip-scale',
        '--skip-inp',
        '--inp-sets',
        '1',
      ],
      '/out',
    )
    expect(options).toMatchObject({
      runs: 1,
      routes: ['/', '/hire-range'],
      presets: ['mobile'],
      build: false,
      scale: false,
      inp: false,
      inpSets: 1,
    })
  })

  it('names the bad value', () => {
    expect(() => readBenchOptions(['--runs', '0'], '/out')).toThrow(
      '--runs wants a whole number of at least 1, not "0"',
    )
    expect(() => readBenchOptions(['--presets', 'tablet'], '/out')).toThrow('not "tablet"')
    expect(() => readBenchOptions(['--routes', 'hire-range'], '/out')).toThrow('not "hire-range"')
    expect(() => readBenchOptions(['--fast'], '/out')).toThrow()
  })
})
