/**
 * The family at home as the parent wrote them, glosses and all: "Oma (grandma)" is Oma, never
 * "Grandma"; "our cat, Toffee" is Toffee the cat, not a cat and a person called Toffee.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const leo = (family: string) => listenerFor({ childName: 'Leo', childAge: 7, pronouns: 'he', mainCharacter: 'a dog called Rolo', family })
const members = (family: string) =>
  leo(family).child.traits.flatMap((t) => (t.kind === 'family' ? t.members.map((m) => `${m.name('his')}${m.pet ? ' (pet)' : ''}`) : []))
const said = (family: string) => leo(family).child.traits.flatMap((t) => (t.kind === 'family' ? t.members.map((m) => m.said) : []))

describe('family with glosses, titles and pets', () => {
  it.each([
    ['Mum, Dad and Oma (grandma)', ['Mum', 'Dad', 'Oma']],
    ['Mum and Jidda (grandad)', ['Mum', 'Jidda']],
    ['Mum and Bibi (grandma) who cooks', ['Mum', 'Bibi']],
    ['Mum, Dad and Gigi (great-grandma)', ['Mum', 'Dad', 'Gigi']],
    ['Mum and Lola (grandma), Lolo (grandpa)', ['Mum', 'Lola', 'Lolo']],
    ["Nani (my mum's mum) who lives next door", ['Nani']],
    ['Sarah (Mum) and Tom (Dad)', ['Mum', 'Dad']],
  ])('%s: a gloss says what they are, the name is what the story calls them', (family, names) => {
    expect(members(family)).toEqual(names)
  })

  it.each([
    ['Mum, Dad and our cat, Toffee', ['Mum', 'Dad', 'Toffee the cat (pet)']],
    ["Dad, Grandma Rose (dad's mum) and our dog, Biscuit", ['Dad', 'Grandma Rose', 'Biscuit the dog (pet)']],
    ['Mum, Dad and our rabbit, Clover, who is very old', ['Mum', 'Dad', 'Clover the rabbit (pet)']],
    ['Mum, Dad and dog Pepper', ['Mum', 'Dad', 'Pepper the dog (pet)']],
    ['Dad and our dog Bramble', ['Dad', 'Bramble the dog (pet)']],
  ])('%s: a pet keeps its name', (family, names) => {
    expect(members(family)).toEqual(names)
  })

  it('keeps what the parent said of someone in brackets with them', () => {
    expect(said('Mum and Grandpa Joe (who taught her to fish)')).toContain('Grandpa Joe, who taught her to fish')
    expect(said('Mum and Bibi (grandma) who cooks')).toContain('Bibi who cooks')
  })

  it('names two parents of one word as the child does', () => {
    expect(members('Mum and Mum')).toEqual(['his mums'])
    expect(members('Dad and Dad')).toEqual(['his dads'])
    expect(members('Daddy and Papa')).toEqual(['Daddy', 'Papa'])
    expect(members('Mummy and Mama')).toEqual(['Mummy', 'Mama'])
  })

  it('tells a whole story with them by the names the family uses', () => {
    for (const age of [4, 7, 10]) {
      const listener = listenerFor({
        childName: 'Mia',
        childAge: age,
        pronouns: 'she',
        mainCharacter: 'a little dragon',
        family: 'Mum and Jidda (grandad) who lives with us, and our cat, Toffee',
      })
      const text = tell(taleFor('family', 1)!, 'family', listener, 1)
        .pages.map((p) => p.text)
        .join('\n\n')
      expect(text).toContain('Mum and Jidda')
      expect(text).not.toMatch(/Grandpa|Grandad|\bToffee\b(?! the cat)/)
    }
  })
})
