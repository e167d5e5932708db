/**
 * The companion as a co-star: what the parent said of them (a vet, a fisherman, a dog scared of
 * cats) is what they do in a page's own situation, where the page's words give it the chance, and
 * a tale's own companion passage never has them act against it (tales/companion-quirks.ts).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { inCharacter, quirkMarked, withCompanionQuirk } from '~/.server/generation/tales/companion-quirks'
import type { Template } from '~/.server/generation/tales/format'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const fillWith =
  (tokens: Record<string, string>) =>
  (line: Template): string =>
    line.map((piece) => (typeof piece === 'string' ? piece : 'token' in piece ? (tokens[piece.token] ?? `{${piece.token}}`) : '')).join('')

const roles = ['setup', 'problem', 'attempt', 'attempt', 'turn', 'ending'] as const

describe('what the parent said a companion does for a living', () => {
  it('reads a fisherman, a farmer and a police officer as their own jobs, and a vet as a vet', () => {
    expect(parseCompanion('Grandpa Joe, who used to be a fisherman', 'he').quirks[0]).toMatchObject({
      key: 'fisher',
      words: 'used to be a fisherman',
    })
    expect(parseCompanion('her uncle Tom, who is a farmer', 'he').quirks[0]?.key).toBe('farmer')
    expect(parseCompanion('her dad, who is a police officer', 'he').quirks[0]?.key).toBe('police')
    expect(parseCompanion('her Aunt Bea, who is a vet', 'she').quirks[0]).toMatchObject({ key: 'doctor', thing: 'vet' })
    expect(parseCompanion('her uncle Dan, who is always joking', 'he').quirks[0]?.key).toBe('jokes')
    // "Loves fishing" is still a pastime, not a trade.
    expect(parseCompanion('Grandad, who loves fishing', 'he').quirks[0]?.key).toBe('sailor')
  })
})

describe('a tale’s own companion passage, in the companion’s character', () => {
  const bea = listenerFor({ childName: 'Ella', childAge: 6, pronouns: 'she', mainCharacter: 'her Aunt Bea, who is a vet' })
  const fill = fillWith({ C: 'Aunt Bea', 'c.they': 'she', 'c.their': 'her', name: 'Ella' })
  const shoo = quirkMarked('Aunt Bea flapped her arms behind Custard. "Go on, shoo!" Custard snorted and swung away from the gate.')

  it('has a vet look the frightened pony over, never shoo it, and keeps what comes of it', () => {
    const [page] = inCharacter([`The storm came. ${shoo}`], bea.companion, '5-8', fill)
    expect(page).not.toMatch(/shoo|flapped/i)
    expect(page).toMatch(/Aunt Bea ran a careful hand down Custard's legs/)
    expect(page).toMatch(/"Something's frightening Custard\."/)
    expect(page).toMatch(/frightening Custard\." Custard snorted and swung away from the gate\./)
  })

  it('leaves the passage alone for a person whose job is not a caring one', () => {
    const gran = listenerFor({ childName: 'Ella', childAge: 6, pronouns: 'she', mainCharacter: 'her granny, who is a builder' })
    expect(inCharacter([shoo], gran.companion, '5-8', fill)[0]).toMatch(/Go on, shoo!/)
  })

  it('tells animals/4 for a vet aunt without a shoo, and for a grandma with it', () => {
    const tale = taleFor('animals', 4)
    if (!tale) throw new Error('animals/4')
    const text = (who: string) =>
      tell(tale, 'animals', listenerFor({ childName: 'Ella', childAge: 6, pronouns: 'she', mainCharacter: who }), 1)
        .pages.map((p) => p.text)
        .join('\n')
    expect(text('her Aunt Bea, who is a vet')).not.toMatch(/shoo/i)
    expect(text('her Aunt Bea, who is a vet')).toMatch(/careful hand down/)
    expect(text('her grandma')).toMatch(/Go on, shoo!/)
  })
})

describe('the detail in the page’s own situation', () => {
  const joe = listenerFor({ childName: 'Finn', childAge: 7, pronouns: 'he', mainCharacter: 'Grandpa Joe, who used to be a fisherman' })
  const options = {
    roles,
    band: '5-8' as const,
    listener: joe,
    names: ['Grandpa Joe'],
    tell: fillWith({ C: 'Grandpa Joe', 'c.they': 'he', 'c.their': 'his', 'c.them': 'him', name: 'Finn', them: 'him', their: 'his' }),
  }

  it('has the old fisherman show a knot where the page has a rope, in that paragraph', () => {
    const pages = [
      'Finn and Grandpa Joe went down the lane. Grandpa Joe came too.',
      'The gate was shut.\n\nFinn found an old rope by the wall. Grandpa Joe looked at it.',
      'Finn tried again. Grandpa Joe watched.',
      'Finn tried once more. Grandpa Joe sighed.',
      'Then Finn had an idea. Grandpa Joe came too.',
      'And home they went.',
    ]
    const told = withCompanionQuirk(pages, { ...options, roles: [...roles] })
    expect(told[1]).toMatch(/rope by the wall\. Grandpa Joe looked at it\. Grandpa Joe showed Finn a fisherman's knot/)
  })

  it('never puts a moment in a paragraph far from the words it is about', () => {
    const pages = [
      'Finn and Grandpa Joe went down the lane. Grandpa Joe came too.',
      'An old rope hung on the gate.\n\nThey walked on.\n\nThey walked further still, past the church and the shop, and up the hill. Grandpa Joe puffed.',
      'Finn tried again. Grandpa Joe watched.',
      'Finn tried once more. Grandpa Joe sighed.',
      'Then Finn had an idea. Grandpa Joe came too.',
      'And home they went.',
    ]
    expect(withCompanionQuirk(pages, { ...options, roles: [...roles] })[1]).not.toMatch(/knot/)
  })

  it('does two deeds where two pages give the chance, after the early line and the turn', () => {
    const pages = [
      'Finn and Grandpa Joe went down the lane. Grandpa Joe came too.',
      'A little boat was tied up by the pier. Grandpa Joe looked at it.',
      'Finn found an old rope by the wall. Grandpa Joe looked at it.',
      'Waves rolled in. Grandpa Joe watched them.',
      'Then Finn had an idea. Grandpa Joe came too.',
      'And home they went.',
    ]
    const told = withCompanionQuirk(pages, { ...options, roles: [...roles] }).join('\n')
    const deeds = [/once-over/, /fisherman's knot/, /with a fisherman's eye/].filter((deed) => deed.test(told))
    expect(deeds.length).toBeGreaterThanOrEqual(2)
  })

  it('meets a fear of cats only on a page with a cat', () => {
    const pickle = listenerFor({
      childName: 'Charlie',
      childAge: 6,
      pronouns: 'he',
      mainCharacter: 'their dog Pickle, a sausage dog who is scared of cats',
    })
    const withPickle = {
      ...options,
      listener: pickle,
      names: ['Pickle'],
      tell: fillWith({ C: 'Pickle', 'c.they': 'he', 'c.their': 'his', 'c.them': 'him', name: 'Charlie', their: 'his', them: 'him' }),
    }
    const pages = [
      'Charlie and Pickle went down the lane. Pickle came too.',
      'The gate was shut. Pickle sniffed it.',
      'Charlie tried again. Pickle watched.',
      'Charlie tried once more. Pickle sighed.',
      'Then Charlie had an idea. Pickle came too.',
      'And home they went.',
    ]
    const none = withCompanionQuirk(pages, { ...withPickle, roles: [...roles] }).join('\n')
    expect(none).not.toMatch(/sharp lookout|just in case/)
    const cat = pages.map((p, i) => (i === 2 ? 'A big ginger cat sat on the wall. Pickle watched.' : p))
    expect(withCompanionQuirk(cat, { ...withPickle, roles: [...roles] })[2]).toMatch(
      /Pickle saw the cat and went very small and very still\./,
    )
  })
})
