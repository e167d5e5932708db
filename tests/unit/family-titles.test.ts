/**
 * Titles of more than one word, as parents write them: "Great-Uncle Raj", "great aunt Mo",
 * "Great-Grandma", "step-mum Jen", "half-brother Leo". Each is one person, called in full, never a
 * truncated "Uncle"; and where the companion is one of them, the family's wave never names them twice.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { familyOf, tell } from '~/.server/generation/tales/render'

const dev = (family: string, mainCharacter = 'a robot called Bolt') =>
  listenerFor({ childName: 'Dev', childAge: 10, pronouns: 'he', mainCharacter, family })
const members = (family: string) =>
  dev(family).child.traits.flatMap((t) => (t.kind === 'family' ? t.members.map((m) => m.name('his')) : []))

describe('family titles a generation up, step and half', () => {
  it.each([
    ['Mum, Dad, Great-Uncle Raj', ['Mum', 'Dad', 'Great-Uncle Raj']],
    ['Mum, Dad, Great Uncle Raj', ['Mum', 'Dad', 'Great-Uncle Raj']],
    ['Mum and great-aunt Mo', ['Mum', 'Great-Aunt Mo']],
    ['Mum, Great-Grandma', ['Mum', 'Great-Grandma']],
    ['Mum and Great-Granny Rose', ['Mum', 'Great-Granny Rose']],
    ['Mum and great grandad', ['Mum', 'Great-Grandad']],
    ['Mum and great-great-grandma', ['Mum', 'Great-Great-Grandma']],
    ['Mum, Grandma and Great-Grandma', ['Mum', 'Grandma', 'Great-Grandma']],
    ['Mum, step-mum Jen and Dad', ['Mum', 'his stepmum Jen', 'Dad']],
    ['Mum and half-brother Leo', ['Mum', 'his half-brother Leo']],
  ])('%s: each one whole', (family, names) => {
    expect(members(family)).toEqual(names)
  })

  it.each([
    ['Mum, Dad, Great-Uncle Raj', 'his grumpy great-uncle Raj who used to be a train driver', 'Mum and Dad'],
    ['Mum, Dad, Great Uncle Raj', 'Great-Uncle Raj', 'Mum and Dad'],
    ['Mum, Dad, Uncle Raj', 'his great-uncle Raj', 'Mum and Dad'],
    ['Mum, Dad, Great-Uncle Raj', 'his uncle Raj', 'Mum and Dad'],
    ['Mum, great-aunt Mo', 'his great aunt Mo', 'Mum'],
    ['Mum, Great-Grandma', 'his great-grandma', 'Mum'],
    ['Mum, step-dad Mark', 'his stepdad Mark', 'Mum'],
    ['Mum, half-brother Leo', 'his half-brother Leo', 'Mum'],
    // Grandma is the companion; Great-Grandma is somebody else, at home.
    ['Mum, Grandma and Great-Grandma', 'his grandma', 'Mum and Great-Grandma'],
  ])('%s with the companion %s: the family is %s', (family, companion, told) => {
    expect(familyOf(dev(family, companion), 'his')?.phrase).toBe(told)
  })

  it('tells the vehicles tales with Great-Uncle Raj once, never a truncated "Uncle"', () => {
    const listener = dev('Mum, Dad, Great-Uncle Raj', 'his grumpy great-uncle Raj who used to be a train driver')
    for (const n of [1, 2, 3, 4, 6, 7, 8]) {
      const text = tell(taleFor('vehicles', n)!, 'vehicles', listener, 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text, `vehicles/${n}`).not.toMatch(/(?<!Great-)\bUncle\b/)
      expect(text, `vehicles/${n}`).not.toMatch(/and Great-Uncle Raj (?:came|waved|were)/)
    }
  })
})
