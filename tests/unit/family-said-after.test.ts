/**
 * A family member written with what is said of them after the name ("cousin Priya staying for the
 * summer", "Uncle Raj staying with us", "Auntie Bola visiting every weekend") keeps the name, is never
 * a plural "cousins", and is never named beside the companion she is.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { familyOf, tell } from '~/.server/generation/tales/render'

const PRIYA = 'their annoying cousin Priya who knows everything about space'
const sami = (family: string, mainCharacter = 'a robot called Bolt') =>
  listenerFor({ childName: 'Sami', childAge: 10, pronouns: 'they', mainCharacter, family })
const members = (family: string) =>
  sami(family).child.traits.flatMap((t) => (t.kind === 'family' ? t.members.map((m) => m.name('their')) : []))

describe('a family member with words after the name', () => {
  it.each([
    ['Mum, Dad, cousin Priya staying for the summer', ['Mum', 'Dad', 'their cousin Priya']],
    ['Mum, Dad, Uncle Raj staying with us', ['Mum', 'Dad', 'Uncle Raj']],
    ['Mum and my cousin Jo staying over', ['Mum', 'their cousin Jo']],
    ['Mum, Dad, Auntie Bola visiting every weekend', ['Mum', 'Dad', 'Auntie Bola']],
    ['Mum, Dad, cousin staying for the summer', ['Mum', 'Dad', 'their cousin']],
    ['Mum, Dad and my cousins', ['Mum', 'Dad', 'their cousins']],
  ])('%s: %j', (family, names) => {
    expect(members(family)).toEqual(names)
  })

  it.each([
    ['Mum, Dad, cousin Priya staying for the summer', PRIYA, 'Mum and Dad'],
    ['Mum, Dad, cousin Priya who lives with us', PRIYA, 'Mum and Dad'],
    ['Mum, Dad, cousin staying for the summer', PRIYA, 'Mum and Dad'],
    ['Mum, Dad, cousin Priya staying for the summer', 'a robot called Bolt', 'Mum, Dad and cousin Priya'],
    ['Mam, Dad and Taid who lives with us', 'his grandad Taid, who is a retired postman', 'Mam and Dad'],
    ['Mum, Dad and Grandad', 'Grandad Joe', 'Mum and Dad'],
  ])('%s with the companion %s: the family is %s', (family, companion, told) => {
    expect(familyOf(sami(family, companion), 'their')?.phrase).toBe(told)
  })

  it('tells space/3 for Sami and Priya with "Mum and Dad", never "cousins"', () => {
    const listener = listenerFor({
      childName: 'Sami, ten, competitive and hates losing at anything',
      childAge: 10,
      pronouns: 'they',
      mainCharacter: PRIYA,
      interests: 'chess, rockets, spicy crisps',
      fears: 'heights',
      family: 'Mum, Dad, cousin Priya staying for the summer',
    })
    const text = tell(taleFor('space', 3)!, 'space', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).not.toMatch(/cousins/)
    expect(text).toMatch(/Mum and Dad/)
  })
})
