import type { Resolver } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { lazyResolver } from '../../src/forms/lazyResolver.ts'

type Values = { name: string }
const options = { fields: {}, shouldUseNativeValidation: false }
const valid: Resolver<Values> = async (values) => ({ values, errors: {} })

describe('a resolver loaded on first use', () => {
  it('loads once, on preload or the first validation, and answers as the loaded resolver', async () => {
    const load = vi.fn(async () => valid)
    const { resolver, preload } = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    preload()
    preload()
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({ values: { name: 'Ada' }, errors: {} })
    expect(await resolver({ name: 'Bo' }, undefined, options)).toEqual({ values: { name: 'Bo' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline'))
    load.mockResolvedValue(valid)
    const { resolver, preload } = lazyResolver(load)
    preload()
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline')
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({ values: { name: 'Ada' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
