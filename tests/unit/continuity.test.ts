/**
 * The story checker's continuity rules, on small tales told for one child: names are introduced
 * before they are used, the companion keeps its name and is on the pages that show it, and it
 * stays within what its kind can do.
 */
import { describe, expect, it } from 'vitest'
import { type Listener, listenerFor } from '~/.server/generation/profile'
import { companionActions, companionViolations } from '~/.server/generation/profile/limits'
import { auditTale, companionDrift, introduces, namesBeforeIntroduced } from '~/.server/generation/tales/continuity'
import { parseTale } from '~/.server/generation/tales/format'
import { sceneLines } from '../fixtures/scene-lines'
import { tell } from '~/.server/generation/tales/render'

const page = (companion: string) => sceneLines({ companion })

function miniTale(text: string, companion = 'walking, happy') {
  return parseTale(
    'test/1',
    `outline: a, b\npitch: A test.\ntitle: {name} and {C}\n\n## 1 setup\n${page(companion)}\n\n[2-4]\n${text}\n\n[5-8]\n${text}\n\n[9-12]\n${text}\n`,
  )
}

const listener = (mainCharacter: string, childName = 'Ivy', pronouns: 'she' | 'he' | 'they' = 'she'): Listener =>
  listenerFor({ childName, childAge: 6, pronouns, mainCharacter })

/**
 * A tale that writes the companion's name itself ("Reginald yawned") would have it renamed as the
 * tale's own (tales/nouns.ts `withOwnNames`): here the name stands for one a telling says, so it is
 * kept out of the tale's words and put back in the told pages.
 */
const told = (text: string, l: Listener, companion?: string) => {
  const name = l.companion.name?.split(/\s+/).at(-1)
  const hidden = name ? text.replaceAll(new RegExp(`\\b${name}\\b`, 'g'), `Zq${name}`) : text
  const telling = tell(miniTale(hidden, companion), 'adventure', l, 1)
  return { ...telling, pages: telling.pages.map((p) => ({ ...p, text: p.text.replaceAll(`Zq${name}`, name ?? '') })) }
}

describe('names are introduced before they are used', () => {
  const ivy = listener('a little dragon called Ember')

  it('finds a name heard before anyone says who it is', () => {
    const found = namesBeforeIntroduced(told('{name} and {c.intro} waited. Then Mrs Cattermole waved from the bus.', ivy), ivy)
    expect(found.map((f) => f.name)).toEqual(['Mrs Cattermole'])
    // A pet's name too, and at the start of a sentence once it is known as a name.
    const pet = namesBeforeIntroduced(told('Pocket ran off. {name} and {C} chased Pocket round the barn.', ivy), ivy)
    expect(pet.map((f) => f.name)).toEqual(['Pocket'])
  })

  it('accepts the ways a story introduces someone', () => {
    for (const line of [
      'The driver, Mrs Cattermole, waved from the bus.',
      'Mrs Cattermole, the driver, waved from the bus.',
      'Mrs Cattermole the driver waved from the bus.',
      'A goat called Pocket ran off, and {name} chased Pocket.',
      '"This is Pocket," said the farmer.',
      'Next door lived Mrs Cattermole, who was ninety.',
      'Captain Pickles the budgie flew out of the window.',
    ])
      expect(namesBeforeIntroduced(told(`{name} and {c.intro} waited. ${line}`, ivy), ivy), line).toEqual([])
    expect(introduces('Then Mrs Cattermole waved.', 'Mrs Cattermole', 5)).toBe(false)
  })

  it('does not count the child, the companion, the calendar or places', () => {
    const text =
      '{name} and {c.intro} went down Harbour Lane on Saturday, past Mum and Grandma. "Hello, {name}!" called {C}. I think Ember is happy.'
    expect(namesBeforeIntroduced(told(text, ivy), ivy)).toEqual([])
  })
})

describe('the companion keeps its name', () => {
  it('fails another word for the same family role', () => {
    const grandad = listener('her grandad')
    const drift = companionDrift(told('{name} and {c.intro} baked a cake. Grandpa laughed.', grandad), grandad)
    expect(drift.map((d) => d.message)).toEqual(['the companion is "Grandad", but this page says "Grandpa"'])
    // Somebody else's grandpa, with his own name, is not the companion.
    expect(companionDrift(told('{name} and {c.intro} baked a cake for Grandpa Ambrose.', grandad), grandad)).toEqual([])
  })

  it('fails part of the name standing alone', () => {
    const tortoise = listener('a grumpy tortoise called Sir Reginald')
    const drift = companionDrift(told('{name} and {c.intro} set off. Reginald yawned.', tortoise), tortoise)
    expect(drift.map((d) => d.message)).toEqual(['the companion is "Sir Reginald", but here "Reginald" stands alone'])
  })

  it('finds a page that shows the companion but never names it', () => {
    const dragon = listener('a little dragon called Ember')
    const [onlyThey] = companionDrift(told('{name} looked up. Out they went, into the rain.', dragon), dragon)
    expect(onlyThey?.pronounOnly).toBe(true)
    const [nothing] = companionDrift(told('{name} looked up at the rain.', dragon), dragon)
    expect(nothing?.pronounOnly).toBe(false)
    // Away from the picture, the companion need not be on the page.
    expect(companionDrift(told('{name} looked up at the rain.', dragon, 'away'), dragon)).toEqual([])
  })

  it('fails check for a drifting name and passes a clean tale', () => {
    const drifting = auditTale(miniTale('{name} and {c.intro} baked a cake. Grandpa laughed.'), 'adventure', undefined, {
      companions: ['her grandad'],
    })
    expect(drifting.problems.map((p) => p.message).join('\n')).toMatch(/but this page says "Grandpa"/)
    const clean = auditTale(
      miniTale('{name} and {c.intro} set off. The driver, Mrs Cattermole, waved, and Mrs Cattermole smiled at {C}.'),
      'adventure',
      undefined,
      { companions: ['her grandad', 'a grumpy tortoise called Sir Reginald', 'a big yellow digger', 'her teddy, Mr Buttons'] },
    )
    expect([...clean.problems, ...clean.names, ...clean.absent]).toEqual([])
  })
})

describe('the companion stays in character', () => {
  it('finds what a kind cannot do where the companion is the subject', () => {
    const owl = listener('an owl').companion
    expect(companionViolations('The owl sniffed the map and hooted.', owl).map((v) => v.cannot)).toEqual(['sniff'])
    expect(companionViolations('The owl curled up, nose on paws.', owl).map((v) => v.cannot)).toEqual([
      'have paws',
      'have a nose, curl up or lie down',
    ])
    const tortoise = listener('a grumpy tortoise called Sir Reginald').companion
    expect(
      companionViolations('Sir Reginald tried to scramble over the fence, wobbled, and tumbled back.', tortoise).map((v) => v.cannot),
    ).toEqual(['climb'])
    const baby = listener('their baby brother Alfie').companion
    expect(companionViolations('"We can\'t wade that," said Alfie.', baby).map((v) => v.cannot)).toEqual(['talk in sentences'])
    // Three words are a sentence from a baby; one or two are what a baby says.
    expect(companionViolations('"Time for bed," said Alfie.', baby).map((v) => v.cannot)).toEqual(['talk in sentences'])
    expect(companionViolations('"Uh-oh!" said Alfie.', baby)).toEqual([])
    const digger = listener('a big yellow digger').companion
    expect(companionViolations('The digger ate a sandwich.', digger).map((v) => v.cannot)).toEqual(['eat'])
  })

  it('passes what the companion cannot do when it does not do it, or someone else does', () => {
    const owl = listener('an owl').companion
    expect(companionViolations('The owl could not sniff anything at all.', owl)).toEqual([])
    expect(companionViolations('Ivy sniffed the map, and the owl hooted.', owl)).toEqual([])
    expect(companionViolations('Ivy gave the owl a sniff of the cake.', owl)).toEqual([])
    const teddy = listener('her teddy, Mr Buttons').companion
    expect(companionViolations('"Off we go," said Mr Buttons, in a squeaky voice Ivy made up.', teddy)).toEqual([])
    expect(companionViolations('"Off we go," said Mr Buttons.', teddy).map((v) => v.cannot)).toEqual(['talk, except in pretend'])
    // A dog may sniff: only kinds with limits are read.
    expect(companionViolations('The dog sniffed the map.', listener('a dog').companion)).toEqual([])
    expect(companionActions('Then the owl hooted, and Ivy ran.', owl)).toEqual([' hooted'])
  })
})
