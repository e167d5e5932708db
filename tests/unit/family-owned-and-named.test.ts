/**
 * Family said the ways parents write them in a sentence: "she stays at Grandad's farm every summer"
 * is Grandad (never "Grandpa"), with his farm; "Ivy has a step-brother, Cal" is one stepbrother called
 * Cal, not a brother and a Cal; "a big sister called Maya" keeps Maya.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const child = (family: string) =>
  listenerFor({ childName: 'Freya', childAge: 6, pronouns: 'she', mainCharacter: 'a grumpy old sheepdog called Captain', family })
const members = (family: string) =>
  child(family).child.traits.flatMap((t) => (t.kind === 'family' ? t.members.map((m) => ({ name: m.name('her'), said: m.said })) : []))

describe('family said in a sentence', () => {
  it.each([
    ["she stays at Grandad's farm every summer", 'Grandad', /farm/],
    ["we spend the holidays on Nana's farm", 'Nana', /farm/],
    ["Grandad's farm", 'Grandad', /farm/],
    ['Mum and Dad; Grandpa Joe has a bakery', 'Grandpa Joe', /bakery/],
  ])('%s: the owner as the parent calls them, with what is theirs', (family, name, what) => {
    const found = members(family).find((m) => m.name === name)
    expect(found, JSON.stringify(members(family))).toBeDefined()
    expect(found?.said).toMatch(what)
    expect(members(family).map((m) => m.name)).not.toContain('Grandpa')
  })

  it.each([
    ['Freya has a step-brother, Cal', ['her stepbrother Cal']],
    ['Mum, Dad and a step-brother, Cal', ['Mum', 'Dad', 'her stepbrother Cal']],
    ['she has a brother, Leo (7)', ['her brother Leo']],
    ['a big sister called Maya', ['her big sister Maya']],
    ['Mum and a cousin named Raf', ['Mum', 'her cousin Raf']],
  ])('%s: a sibling and their name are one person', (family, names) => {
    expect(members(family).map((m) => m.name)).toEqual(names)
  })

  it('casts Grandad as the farmer of a farm story when the child stays at his farm', () => {
    const tale = taleFor('farm-life', 5)!
    const told = tell(tale, 'farm-life', child("she stays at Grandad's farm every summer"), 1)
    const text = told.pages.map((p) => p.text).join('\n')
    expect(text).toMatch(/Grandad/)
    expect(text).not.toMatch(/Farmer Fothergill|Grandpa/)
  })
})
