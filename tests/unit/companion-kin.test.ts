/**
 * A companion of the same kind as a tale's own being plays that being, or the being steps aside:
 * the companion is never doubled or sidelined by its own kind (an octopus companion never meets a
 * second octopus in ocean/6; a wizard companion is wizards/5's forgetful wizard).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { companionIsKind } from '~/.server/generation/tales/nouns'
import { subjectFor, tell } from '~/.server/generation/tales/render'
import { lookFromSeed } from '~/lib/hero-look'

const who = (mainCharacter: string, interests?: string, childAge = 6, pronouns: 'she' | 'he' | 'they' = 'she') =>
  listenerFor({ childName: 'Mia', childAge, pronouns, mainCharacter, ...(interests ? { interests } : {}) })

const text = (theme: string, n: number, listener: ReturnType<typeof who>) => {
  const tale = taleFor(theme as 'ocean', n)
  if (!tale) throw new Error(`no ${theme}/${n}`)
  return tell(tale, theme as 'ocean', listener, 1)
    .pages.map((p) => p.text)
    .join('\n\n')
}

describe('a being met of the subject family is never the companion’s kind', () => {
  const ocean6 = taleFor('ocean', 6)!
  it('ocean/6: an octopus companion meets the child’s next loved sea creature, or the tale’s own', () => {
    expect(subjectFor(ocean6.subject!, who('an octopus called Inky'))).toBe('hermit crab')
    expect(subjectFor(ocean6.subject!, who('an octopus called Inky', 'octopuses, crabs'))).toBe('crab')
    expect(subjectFor(ocean6.subject!, who('an octopus called Inky', 'octopuses'))).toBe('hermit crab')
    const told = text('ocean', 6, who('an octopus called Inky', 'drawing, octopuses'))
    expect(told.match(/octopus/gi)).toHaveLength(1) // "Inky the octopus", once
    // Any other companion still brings the child's octopus, and an octopus-mad child meets one.
    expect(subjectFor(ocean6.subject!, who('her grandma', 'octopuses'))).toBe('octopus')
    // A hermit crab companion meets another sea creature than the default hermit crab.
    expect(subjectFor(ocean6.subject!, who('a hermit crab called Shelly'))).not.toBe('hermit crab')
  })
  it('a vehicle or an instrument companion still makes the tale’s thing its own (it is theirs, not met)', () => {
    const vehicles9 = taleFor('vehicles', 9)!
    expect(subjectFor(vehicles9.subject!, who('a bin lorry called Bertie'))).toBe('bin lorry')
  })
})

describe('wizards/5: a wizard companion is the forgetful wizard', () => {
  const tale = taleFor('wizards', 5)!
  const dev = (childAge: number) =>
    listenerFor({
      childName: 'Dev',
      childAge,
      pronouns: 'he',
      mainCharacter: 'a forgetful wizard called Mr Mumble',
      interests: 'magic tricks, basketball, cheese on toast',
      family: 'Dad and Nanima',
    })
  const inChair = { look: { ...lookFromSeed(1, 'he'), wheelchair: true } }
  it.each([3, 7, 10])('at %i, Mr Mumble plays the wizard: no Ebbamore, and no second wizard drawn', (age) => {
    const told = tell(tale, 'wizards', dev(age), 1, inChair)
    const words = told.pages.map((p) => p.text).join('\n')
    expect(words).not.toMatch(/Ebbamore|old wizard's hand|patted the/)
    expect(words).toMatch(/Mr Mumble/)
    for (const page of told.pages) expect(page.scene.others).not.toContain('wizard')
    // Told for Mr Mumble from the first page to the last: the wizard at bedtime is in the armchair, not up on the hill.
    expect(words).not.toMatch(/up on the hill, (?:old )?Mr Mumble/i)
  })
  it('tells the wheelchair passage’s star telling (they go up the hill together), not the climb to a stranger’s tower', () => {
    const words = tell(tale, 'wizards', dev(7), 1, inChair).pages[1]!.text
    expect(words).toMatch(/up the hill they went together, to the wizard's crooked tower/)
    expect(words).not.toMatch(/wheeled up the hill path/)
  })
  it('tells everyone else Wizard Ebbamore, as before', () => {
    const words = text('wizards', 5, who('her grandma', 'drawing', 7))
    expect(words).toMatch(/the tower of old Wizard Ebbamore, who was so old/)
    expect(words).toMatch(/Grandma patted the old wizard's hand/)
  })
})

describe('jungle-tales/3: the companion helps with the one sunfruit, in its kind', () => {
  it('gives a giraffe its long neck at the try and under the branch, never the fruit, and counts one sunfruit for everyone', () => {
    const lottie = listenerFor({
      childName: 'Lottie',
      childAge: 5,
      pronouns: 'she',
      mainCharacter: 'a wobbly-legged baby giraffe named Twiggy',
      interests: 'ballet, mangoes, bubbles',
    })
    const words = text('jungle-tales', 3, lottie)
    expect(words.match(/Twiggy (?:had )?stretched his long neck/g)).toHaveLength(2)
    expect(words).not.toMatch(/Twiggy (?:jumped|caught|plucked)/)
    for (const companion of [
      'his grandpa',
      'a dog called Rex',
      'a robot called Bolt',
      'a parrot called Polly',
      'a toy digger',
      'a red fire engine',
    ])
      for (const age of [4, 7, 10])
        expect(text('jungle-tales', 3, who(companion, undefined, age))).not.toMatch(
          /each sunfruit|one at a time|whole load|ripest sunfruit/,
        )
  })
})

/**
 * The class: every tale told with a companion of the kind of each of its own beings (the being
 * drawn on three pages or more: Mango the toucan, the forgetful wizard, Duchess the hen), and no
 * page draws a second one of the companion's kind, unless the companion plays it (`star:`).
 */
const STORYBOOK_PEOPLE = new Set(['wizard', 'witch', 'pirate', 'knight', 'giant', 'troll', 'fairy', 'mermaid'])

/** Tales whose own being a companion of its kind still meets: not yet cast (open; star: passages or a swap of kind). */
const OPEN = 'the tale’s own being, not yet cast for a companion of its kind (kin branch ran out of time)'
const KNOWN: Record<string, string> = {
  'art/2 cow': OPEN,
  'dreams/2 penguin': OPEN,
  'fairyland/2 fairy': OPEN,
  'fairyland/3 fairy': OPEN,
  'fantasy/4 giant': OPEN,
  'farm-life/2 sheep': OPEN,
  'farm-life/2 lamb': OPEN,
  'jungle-tales/3 toucan': OPEN,
  'jungle-tales/4 hummingbird': OPEN,
  'mythical-creatures/4 sea serpent': OPEN,
  'talking-animals/3 tortoise': OPEN,
  'talking-animals/4 goose': OPEN,
  'technology/1 hedgehog': OPEN,
  'underwater-worlds/2 crab': OPEN,
  'underwater-worlds/3 seahorse': OPEN,
  'underwater-worlds/5 whale': OPEN,
  'underwater-worlds/5 fish': OPEN,
  'underwater-worlds/6 clownfish': OPEN,
  'wizards/2 wizard': OPEN,
  'wizards/4 magpie': OPEN,
}

function twinsOf(theme: string, n: number): string[] {
  const tale = taleFor(theme as 'ocean', n)!
  const pagesOf = new Map<string, number>()
  for (const page of tale.pages)
    for (const other of new Set(page.scene.others.map((o) => o.toLowerCase()))) pagesOf.set(other, (pagesOf.get(other) ?? 0) + 1)
  const found: string[] = []
  for (const [other, pages] of pagesOf) {
    // A being of the tale's own: one (not a crowd), on three pages or more.
    if (pages < 3 || (/s$/.test(other) && !/(?:ss|us)$/.test(other))) continue
    const listener = who(`a ${other} called Pip`)
    const { companion } = listener
    if (companion.fallback || !companionIsKind(companion, [other])) continue
    if (companion.category === 'person' && !STORYBOOK_PEOPLE.has(companion.kind.toLowerCase())) continue
    const told = tell(tale, theme as 'ocean', listener, 1)
    const twin = told.pages.findIndex((p) => p.scene.others.some((o) => companionIsKind(companion, [o.toLowerCase()])))
    if (twin >= 0) found.push(`${theme}/${n} ${other} (page ${twin + 1})`)
  }
  return found
}

describe('no tale doubles the companion by its own kind', () => {
  it('draws no second being of the companion’s kind unless the companion plays it', () => {
    const found = allTales().flatMap(({ theme, n }) => twinsOf(theme, n))
    const beings = found.map((f) => f.replace(/ \(page \d+\)$/, ''))
    expect(found.filter((_, i) => !(beings[i]! in KNOWN))).toEqual([])
    // A tale cast since is taken off the list.
    expect(Object.keys(KNOWN).filter((known) => !beings.includes(known))).toEqual([])
  }, 300_000)
})
