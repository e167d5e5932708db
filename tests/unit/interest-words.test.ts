/** The interest in the parent's own words: "detective books" is read as detective books, never the stock "books". */
import { describe, expect, it } from 'vitest'
import { interestFacts } from '~/.server/generation/profile/interests'

describe('interestFacts', () => {
  it('keeps the parent’s describing words in the doing', () => {
    expect(interestFacts('books', 'books', 'detective books').doing).toBe('reading detective books in a cosy corner')
    expect(interestFacts('books', 'books', 'books').doing).toBe('reading books in a cosy corner')
    expect(interestFacts('books', 'books').doing).toBe('reading books in a cosy corner')
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
