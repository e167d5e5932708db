/**
 * What the parent said the companion is made of, has or does, told in action at least once (kinds7):
 * "a robot made of a biscuit tin" rattles, "a crow who collects buttons" gives the child her best
 * one, "a teddy with one button eye" keeps watch with it, and "his grumpy great-uncle Raj who used to
 * be a train driver" knows the signals (he stays grumpy in every line he speaks).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { temperOf } from '~/.server/generation/tales/character'
import { toldQuirk } from '~/.server/generation/tales/companion-quirks'
import { tell } from '~/.server/generation/tales/render'

const CASES: Array<[companion: string, key: string, thing: string | undefined, told: RegExp]> = [
  ['his grumpy great-uncle Raj who used to be a train driver', 'train-driver', undefined, /\b(?:train|signal|engine|pocket watch)\b/i],
  ['her Grandpa Clive, who used to drive the number 9 bus', 'bus-driver', undefined, /\b(?:bus|red light|hold tight|ding)\b/i],
  ['a robot made of a biscuit tin', 'made-of', 'a biscuit tin', /\b(?:rattl\w*|clank\w*|biscuit tin)\b/i],
  ['a crow who collects buttons', 'collects', 'buttons', /\bbuttons?\b/i],
  ['a teddy with one button eye', 'one-eyed', undefined, /\b(?:button eye|an eye|pirate eye|one eye)\b/i],
]

describe('the companion as the parent described them', () => {
  it.each(CASES)('%s: the quirk the story tells is %s', (text, key, thing) => {
    const companion = parseCompanion(text, 'he')
    const quirk = toldQuirk(companion)
    expect(quirk?.key).toBe(key)
    if (thing) expect(quirk?.thing).toBe(thing)
  })

  it('keeps a grumpy great-uncle grumpy in what he says, though the story tells his train driving', () => {
    expect(temperOf(parseCompanion('his grumpy great-uncle Raj who used to be a train driver', 'he'))?.said).toBe('grumbled')
  })

  it.each(CASES)('%s: told in action, beyond who they are, in every telling', (text, _key, _thing, told) => {
    for (const [theme, n] of [
      ['vehicles', 2],
      ['adventure', 1],
      ['family', 1],
      ['art', 2],
    ] as const)
      for (const age of [4, 7, 10]) {
        const listener = listenerFor({ childName: 'Dev', childAge: age, pronouns: 'he', mainCharacter: text })
        const sentences = tell(taleFor(theme, n)!, theme, listener, 1)
          .pages.flatMap((p) => p.text.split(/(?<=[.!?]["”’]?)\s+/))
          // The first mention says who they are ("Great-Uncle Raj, once a train driver"); the detail must act after it.
          .filter((s) => !/once a (?:train|bus) driver|one-eyed/.test(s))
        expect(
          sentences.filter((s) => told.test(s)),
          `${theme}/${n} at ${age}`,
        ).not.toEqual([])
      }
  })

  it('a grandpa who used to drive the number 9 bus is "once a bus driver", never "the bus driver"', () => {
    const listener = listenerFor({
      childName: 'Nia',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'her Grandpa Clive, who used to drive the number 9 bus',
    })
    const text = tell(taleFor('music', 1)!, 'music', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).toMatch(/Grandpa Clive, once a bus driver/)
    expect(text).not.toMatch(/Clive the bus driver/)
  })

  it('introduces a teddy with one button eye as one-eyed, never "one-eyed button-eyed"', () => {
    const listener = listenerFor({ childName: 'Dev', childAge: 7, pronouns: 'he', mainCharacter: 'a teddy with one button eye' })
    const text = tell(taleFor('adventure', 1)!, 'adventure', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).not.toMatch(/one-eyed button-eyed/)
  })
})
