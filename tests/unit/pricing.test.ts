import { describe, expect, it } from 'vitest'
import { clampQuantity, formatPrice, formatTotal, totalMinor } from '~/lib/pricing'

describe('clampQuantity', () => {
  it.each([
    [3, 3],
    ['7', 7],
    ['2.9', 2],
    [0, 1],
    [-5, 1],
    ['', 1],
    ['abc', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [5000, 1000],
    // Hostile JSON: an object whose toString is not a function made String() throw (a 500).
    [{ toString: false }, 1],
    [{}, 1],
    [['5'], 1],
  ])('%j → %d', (input, expected) => {
    expect(clampQuantity(input)).toBe(expected)
  })
})

describe('the price of a quantity', () => {
  it('is quantity × unit price with 2 decimals and the symbol', () => {
    expect(formatTotal(1, 100, '$')).toBe('$1.00')
    expect(formatTotal(3, 100, '$')).toBe('$3.00')
    expect(formatTotal(3, 10, '€')).toBe('€0.30')
    expect(formatTotal(7, 149, '£')).toBe('£10.43')
    expect(formatTotal(0, 100, '$')).toBe('$1.00')
  })
  it('is computed in minor units', () => {
    expect(totalMinor(3, 10)).toBe(30)
    expect(formatPrice(5, '$')).toBe('$0.05')
    expect(formatPrice(123456, '$')).toBe('$1234.56')
  })
})
