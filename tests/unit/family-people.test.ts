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

describe('named relatives in a plural, after a title, and named pets', () => {
  const short = (family: string) => leo(family).child.traits.flatMap((t) => (t.kind === 'family' ? t.members.map((m) => m.short) : []))

  it.each([
    ['Mum, Dad and big brothers Sami and Idris', ['Mum', 'Dad', 'Sami', 'Idris'], ['big brother Sami', 'big brother Idris']],
    ['Mum and sisters Maya and Ruby', ['Mum', 'Maya', 'Ruby'], ['sister Maya', 'sister Ruby']],
    ['Mum, twin cousins Ava and Isla', ['Mum', 'Ava', 'Isla'], ['twin cousin Ava', 'twin cousin Isla']],
    ['Dad and his older sisters, Amy and Beth', ['Dad', 'Amy', 'Beth'], ['big sister Amy', 'big sister Beth']],
    ['twins Obi and Chike', ['Obi', 'Chike'], ['twin Obi', 'twin Chike']],
  ])('%s: two people, each by name, each said with what they are', (family, names, whoSaid) => {
    expect(members(family)).toEqual(names)
    for (const s of whoSaid) expect(said(family)).toContain(s)
    for (const n of names.filter((n) => !/^(Mum|Dad)$/.test(n))) expect(short(family)).toContain(n)
  })

  it.each([
    ['Mum and grandpa Papi Luis', 'Papi Luis'],
    ['Mum and grandma Yiayia Eleni', 'Yiayia Eleni'],
    ['Mum and auntie Aunty Bola', 'Aunty Bola'],
    ['Mum and Grandad Papi Luis', 'Papi Luis'],
  ])('%s: what the child calls them, after the word for what they are', (family, name) => {
    expect(members(family)).toEqual(['Mum', name])
  })

  it.each([
    ['Mum and cat Marmalade', 'Marmalade the cat', 'Marmalade'],
    ['Dad and dog Pickles', 'Pickles the dog', 'Pickles'],
    ['Mum and our rabbit Thumper', 'Thumper the rabbit', 'Thumper'],
    ['Mum and a hamster called Nibbles', 'Nibbles the hamster', 'Nibbles'],
    ['Mum and Biscuit the dog', 'Biscuit the dog', 'Biscuit'],
  ])('%s: a named pet keeps its name in what was said, and a short form', (family, name, called) => {
    const pet = leo(family)
      .child.traits.flatMap((t) => (t.kind === 'family' ? t.members : []))
      .find((m) => m.pet)
    expect(pet?.name('his')).toBe(name)
    expect(pet?.short).toBe(called)
    expect(pet?.said).toContain(called)
  })

  it('keeps a home name with a name whole after the first time ("Papi Luis", never "Luis")', () => {
    for (const age of [4, 7, 10]) {
      const listener = listenerFor({
        childName: 'Mia',
        childAge: age,
        pronouns: 'she',
        mainCharacter: 'a dragon',
        family: 'grandpa Papi Luis',
      })
      const text = tell(taleFor('family', 1)!, 'family', listener, 1)
        .pages.map((p) => p.text)
        .join('\n\n')
      expect(text).toContain('Papi Luis')
      expect(text).not.toMatch(/(?<!Papi )Luis/)
    }
  })

  it('tells a whole story with named brothers by name', () => {
    const listener = listenerFor({
      childName: 'Leo',
      childAge: 7,
      pronouns: 'he',
      mainCharacter: 'a little dragon',
      family: 'Mum, Dad and big brothers Sami and Idris',
    })
    const text = tell(taleFor('family', 1)!, 'family', listener, 1)
      .pages.map((p) => p.text)
      .join('\n\n')
    expect(text).toContain('Mum, Dad, Sami and Idris')
  })
})
