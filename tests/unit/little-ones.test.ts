/** The family's baby, seen once where the family is there doing something (tales/little-ones.ts). */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { withLittleOnesSeen } from '~/.server/generation/tales/little-ones'
import { tell } from '~/.server/generation/tales/render'

const noor = (family: string) =>
  listenerFor({ childName: 'Noor', childAge: 4, pronouns: 'she', mainCharacter: 'her grandad who walks with a stick', family })
const options = (family: string, phrase: string) => ({
  listener: noor(family),
  band: '2-4' as const,
  family: phrase,
  their: 'her',
  names: new Set(['Noor']),
})

describe('the family’s baby', () => {
  it('kicks and gurgles beside the family the first time they are there, doing something', () => {
    const pages = ['Noor and Grandad go to the park.', 'Ammi and Abbu wave from the bench. Noor waves back.']
    expect(withLittleOnesSeen(pages, options('Ammi, Abbu and baby brother Idris', 'Ammi and Abbu'))).toEqual([
      pages[0],
      'Ammi and Abbu wave from the bench. Baby Idris kicks and gurgles. Noor waves back.',
    ])
    // In the past tense on a page told in it.
    const past = { ...options('Ammi, Abbu and baby brother Idris', 'Ammi and Abbu'), band: '5-8' as const }
    expect(withLittleOnesSeen(['Noor ran to the pond. Ammi and Abbu waved from the bench.'], past)[0]).toBe(
      'Noor ran to the pond. Ammi and Abbu waved from the bench. Baby Idris kicked and gurgled.',
    )
  })

  it('is left alone where the story names the baby already, where the family is far away or asleep, and for no baby', () => {
    const idris = options('Ammi, Abbu and baby brother Idris', 'Ammi and Abbu')
    const named = ['Ammi and Abbu wave. Idris is asleep in the pram.']
    expect(withLittleOnesSeen(named, idris)).toEqual(named)
    const away = ['Noor wished Ammi and Abbu could see it.', 'A card came from Ammi and Abbu.']
    expect(withLittleOnesSeen(away, idris)).toEqual(away)
    const night = ['Ammi and Abbu tuck Noor in. Goodnight!']
    expect(withLittleOnesSeen(night, idris)).toEqual(night)
    const none = ['Mum and Dad wave from the bench.']
    expect(withLittleOnesSeen(none, options('Mum and Dad', 'Mum and Dad'))).toEqual(none)
  })

  it('are both twins where the parent wrote baby twins (Zain: "The baby kicked and gurgled")', () => {
    const pages = ['Noor and Grandad go to the park.', 'Ammi and Abbu wave from the bench. Noor waves back.']
    for (const family of ['Ammi, Abbu and baby twins', 'Ammi, Abbu and twin baby sisters', 'Ammi, Abbu and the baby twins'])
      expect(withLittleOnesSeen(pages, options(family, 'Ammi and Abbu'))[1], family).toBe(
        'Ammi and Abbu wave from the bench. The twins kick and gurgle. Noor waves back.',
      )
    // Not beside a story's own new baby: two more babies would be three.
    expect(withLittleOnesSeen(pages, { ...options('Ammi, Abbu and baby twins', 'Ammi and Abbu'), storyBaby: true })).toEqual(pages)
    // Named already, they are seen.
    const named = ['Ammi, Abbu and the twins wave from the bench.']
    expect(withLittleOnesSeen(named, options('Ammi, Abbu and baby twins', 'Ammi and Abbu'))).toEqual(named)
  })

  it('is the newborn the parent wrote, never dropped ("Mum, Dad and our newborn")', () => {
    const pages = ['Mum and Dad wave from the bench.']
    expect(withLittleOnesSeen(pages, options('Mum, Dad and our newborn', 'Mum and Dad'))[0]).toBe(
      'Mum and Dad wave from the bench. The baby kicks and gurgles.',
    )
  })

  it('is in the whole story told for a child whose family has a baby', () => {
    const text = tell(taleFor('nature', 6)!, 'nature', noor('Ammi, Abbu and baby brother Idris'), 7)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).toMatch(/Baby Idris kicks and gurgles\./)
  })
})
