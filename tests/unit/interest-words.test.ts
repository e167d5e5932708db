/** The interest in the parent's own words: "detective books" is read as detective books, never the stock "books". */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { interestFacts, suitsItsKind } from '~/.server/generation/profile/interests'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

describe('interestFacts', () => {
  it('keeps the parent’s describing words in the doing', () => {
    expect(interestFacts('books', 'books', 'detective books').doing).toBe('reading detective books in a cosy corner')
    expect(interestFacts('books', 'books', 'books').doing).toBe('reading books in a cosy corner')
    expect(interestFacts('books', 'books').doing).toBe('reading books in a cosy corner')
  })

  it('makes what the parent says is made of something: cardboard castles are built, never explored in ruins', () => {
    expect(interestFacts('castles', 'space', 'cardboard castles').doing).toBe('building cardboard castles')
    expect(interestFacts('trains', 'making', 'Lego trains').doing).toBe('building Lego trains')
    expect(interestFacts('dinosaurs', 'animals', 'clay dinosaurs').doing).toBe('making clay dinosaurs')
    expect(interestFacts('castles', 'space', 'old castles').doing).toBe('exploring the ruins of old castles')
  })

  it('leaves a phrase that does not end with the noun alone', () => {
    expect(interestFacts('books', 'books', 'books about space').doing).toBe('reading books in a cosy corner')
    // A clause from the name field is not a describing word.
    expect(interestFacts('owls', 'animals', 'loves owls').doing).toBe('listening for owls at dusk')
  })
})

describe('what an interest taught', () => {
  it('is what its kind’s key passages say only where it could have taught it', () => {
    // Lego and marble runs teach building; baking and chess never taught a squeaky hinge.
    for (const noun of ['Lego', 'marble runs', 'football', 'owls']) expect(interestFacts(noun, 'making').known, noun).toBe(true)
    for (const noun of ['baking', 'chess', 'dressing up', 'jokes']) expect(interestFacts(noun, 'making').known, noun).toBe(false)
  })
})

describe('the interests parents write', () => {
  const traitsOf = (interests: string) =>
    listenerFor({ childName: 'Sam', childAge: 7, pronouns: 'he', mainCharacter: 'a dog', interests }).child.traits.filter(
      (t) => t.kind === 'interest',
    )

  it('knows what a set of real answers named, "hide and seek" as one thing, and "Romans" as the Romans', () => {
    for (const said of [
      'sword fighting',
      'Harry Potter',
      'Bluey',
      'martial arts',
      'Vikings',
      'Romans',
      'go-karts',
      'the Arctic',
      'bridges',
      'vets',
    ])
      expect(traitsOf(said), said).toHaveLength(1)
    expect(traitsOf('hide and seek and cats').map((t) => t.noun)).toEqual(['hide and seek', 'cats'])
    expect(interestFacts('romans', 'books').doing).toBe('marching like a Roman soldier')
  })

  it('meets the key through the interest its passages can stand beside: drawing, not swimming like a mermaid, for a page that is read', () => {
    expect(suitsItsKind('mermaids', 'books')).toBe(false)
    expect(suitsItsKind('drawing', 'art')).toBe(true)
    expect(suitsItsKind('history', 'books')).toBe(true)
    const ivy = listenerFor({
      childName: 'Ivy',
      childAge: 5,
      pronouns: 'she',
      mainCharacter: 'her toy rabbit Flopsy',
      interests: 'mermaids and drawing',
    })
    const story = tell(taleFor('pirates', 4)!, 'pirates', ivy, 1)
      .pages.map((p) => p.text)
      .join('\n')
    // Drawing's own knowledge, told as the child's; no interest told as a comparison ("as when she was …").
    expect(story).toMatch(/everything is made of simple shapes/)
    expect(story).not.toMatch(/like a mermaid|as when she was/)
    // No page has a place for the mermaids, so they are left untold (tales/more-interests.ts): a fact told
    // to the companion at the end could sit in any story.
    expect(story).not.toMatch(/mermaid/)
  })
})

describe('the quality a story shows', () => {
  it('is the one its passages tell truly: "very funny" over "bossy", which they only approximate', () => {
    const ivy = listenerFor({
      childName: 'Ivy, bossy but very funny',
      childAge: 5,
      pronouns: 'she',
      mainCharacter: 'her toy rabbit Flopsy',
    })
    const story = tell(taleFor('pirates', 4)!, 'pirates', ivy, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(story).toMatch(/"Swords are very good at crumpets," said Ivy, "but books are better at north\."/)
    // One quality alone is still told, approximate or not.
    const finn = listenerFor({ childName: 'Finn, who is bossy', childAge: 5, pronouns: 'he', mainCharacter: 'his dog' })
    expect(
      tell(taleFor('pirates', 4)!, 'pirates', finn, 1)
        .pages.map((p) => p.text)
        .join('\n'),
    ).toMatch(/Finn kept looking/)
  })
})
