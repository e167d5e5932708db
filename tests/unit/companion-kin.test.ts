/**
 * A companion of the same kind as a tale's own being plays that being, or the being steps aside:
 * the companion is never doubled or sidelined by its own kind (an octopus companion never meets a
 * second octopus in ocean/6; a wizard companion is wizards/5's forgetful wizard).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { namesCompanion } from '~/.server/generation/offline/illustrator/stage'
import type { SceneSpec } from '~/.server/generation/scene'
import { KINDS } from '~/.server/generation/profile/kinds'
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

describe('animals/4: a horse companion is the old pony who will not come in', () => {
  const conker = (childAge: number, pronouns: 'she' | 'he' | 'they') =>
    listenerFor({
      childName: 'Ada',
      childAge,
      pronouns,
      mainCharacter: 'an old brown horse called Conker who is afraid of puddles',
    })
  it.each([
    [3, 'she'],
    [6, 'he'],
    [10, 'they'],
  ] as const)('at %i (%s), Conker plays Custard as a horse, and walks through the gateway puddle', (age, pronouns) => {
    const told = tell(taleFor('animals', 4)!, 'animals', conker(age, pronouns), 1)
    const words = told.pages.map((p) => p.text).join('\n')
    expect(words).not.toMatch(/Custard/)
    expect(words).toMatch(/Conker the old brown horse[,:] (?:twenty-eight years old, )?the oldest horse/)
    expect(words).not.toMatch(/old pony|Conker the pony|Never chase a pony/)
    expect(told.pages[4]!.text).toMatch(/[Pp]uddle/)
    for (const page of told.pages) expect(page.scene.others.join(',')).not.toMatch(/pony/)
  })
  it('tells everyone else old Custard the pony, as before', () => {
    const words = text('animals', 4, who('a dog called Biscuit', undefined, 7))
    expect(words).toMatch(/Custard, the oldest pony in the yard/)
    expect(words).toMatch(/"Never chase a pony," said Mrs Gathercole. "A pony is led."/)
    expect(words).not.toMatch(/puddle\./)
  })
})

describe('robots/3: a robot companion is the robot who cannot bark', () => {
  it.each([
    [3, 'he'],
    [6, 'she'],
    [10, 'they'],
  ] as const)('at %i (%s), Bolt plays Copperpot: no robot dog beside him, and no tail of his wags', (age, pronouns) => {
    const bolt = listenerFor({ childName: 'Sam', childAge: age, pronouns, mainCharacter: 'a robot called Bolt' })
    const told = tell(taleFor('robots', 3)!, 'robots', bolt, 1)
    const words = told.pages.map((p) => p.text).join('\n')
    expect(words).not.toMatch(/Copperpot|robot dog|Bolt's tail|cable tail|ears up, tail/)
    expect(words).toMatch(/Bolt/)
    for (const page of told.pages) expect([...page.scene.others, ...page.scene.objects]).not.toContain('robot dog')
  })
  it('tells everyone else Copperpot, the little robot dog, as before', () => {
    const words = text('robots', 3, who('a dog called Biscuit', undefined, 10))
    expect(words).toMatch(/Copperpot/)
    expect(words).toMatch(/springy ears and a bicycle-cable tail/)
  })
})

/**
 * The class: every tale told with a companion of the kind of each of its own beings (the being
 * drawn on three pages or more: Mango the toucan, the forgetful wizard, Duchess the hen, old Custard
 * the pony, Copperpot the robot dog), and of each NEAR kind of it (a reader takes a horse beside a
 * pony, a puppy beside a dog, a robot beside a robot dog for the same creature twice), and no page
 * draws a second one of the companion's kind or near kind, unless the companion plays it (`star:`).
 */
const STORYBOOK_PEOPLE = new Set(['wizard', 'witch', 'pirate', 'knight', 'giant', 'troll', 'fairy', 'mermaid'])

/** Kinds read as the same creature: the grown one and its young, its breeds and sexes. A clownfish and a shark are two fish, not kin. */
const NEAR_KINDS: readonly (readonly string[])[] = [
  ['horse', 'pony', 'foal'],
  ['dog', 'puppy'],
  ['cat', 'kitten'],
  ['hen', 'chicken', 'chick', 'rooster'],
  ['duck', 'duckling'],
  ['goose', 'gosling'],
  ['sheep', 'lamb'],
  ['cow', 'calf'],
  ['pig', 'piglet'],
  ['turtle', 'tortoise'],
]
/** Every robot is kin to every other: a robot dog beside a robot companion is a second robot. */
const ROBOTS = ['robot', 'robot dog', 'robot cat']
/** Words that say how a being looks or how old it is, not what it is ("old pony", "mother duck"); "griffin chick" is no chick. */
const DESCRIBING =
  /^(?:old|young|little|tiny|big|huge|baby|mother|father|mummy|daddy|fat|thin|shaggy|fluffy|scruffy|woolly|spotty|stripy|grey|white|black|brown|golden|ginger|red|yellow|blue|green|pink|purple|orange|silver|copper)$/

/** The family a being's kind is in (its near kinds, itself among them), or null for a being of no family here. */
function kinFamily(being: string): readonly string[] | null {
  const words = being.toLowerCase().split(/\s+/)
  if (words.some((w) => /^robot(?:ic)?$/.test(w))) return ROBOTS
  const head = words.at(-1) ?? ''
  if (!words.slice(0, -1).every((w) => DESCRIBING.test(w))) return null
  return NEAR_KINDS.find((family) => family.includes(head)) ?? null
}

/** Whether a drawn being is of the companion's kind, or a near one. */
function kinTo(companion: ReturnType<typeof who>['companion'], being: string): boolean {
  if (companionIsKind(companion, [being])) return true
  const family = kinFamily(being)
  return !!family && family.some((kind) => companionIsKind(companion, [kind]))
}

/**
 * A page's beings: its others, and the objects that are creatures or robots ("robot dog") the
 * illustrator draws beside the companion (not the companion named again), never a crowd.
 */
function beingsOn(scene: Pick<SceneSpec, 'others' | 'objects'> & Partial<Pick<SceneSpec, 'companion' | 'caption'>>): string[] {
  const objects = scene.objects.filter((o) => {
    const known = KINDS[o.toLowerCase()]
    if (!known || !['animal', 'creature', 'robot'].includes(known.category)) return false
    return !scene.companion || !namesCompanion(o, scene.companion, scene.caption)
  })
  return [...new Set([...scene.others, ...objects].map((o) => o.toLowerCase()))].filter((o) => !/s$/.test(o) || /(?:ss|us)$/.test(o))
}

/** Tales whose own being a companion of its kind still meets: not yet cast (open; star: passages or a swap of kind). */
const OPEN = 'the tale’s own being, not yet cast for a companion of its kind (kin branch ran out of time)'
const NEAR = 'a being of a near kind, or of the kind described (“grey cat”) or drawn as a thing; not yet cast (open)'
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
  // Found by reading the near kinds, described beings ("grey cat") and beings drawn as things ("objects: robot"); open.
  'animals/2 dog': NEAR,
  'animals/3 duck': NEAR,
  'animals/3 duckling': NEAR,
  'animals/4 foal': 'a foal cannot play the oldest pony in the yard (twenty-eight years old); open',
  'everyday-magic/4 puppy': NEAR,
  'everyday-magic/4 dog': NEAR,
  'heroes/1 kitten': NEAR,
  'heroes/1 cat': NEAR,
  'ocean/1 crab': NEAR,
  'pirates/5 parrot': NEAR,
  'robots/1 robot': NEAR,
  'robots/1 robot dog': NEAR,
  'robots/1 robot cat': NEAR,
  'talking-animals/1 cat': NEAR,
  'talking-animals/1 kitten': NEAR,
  'talking-animals/1 dog': NEAR,
  'talking-animals/1 puppy': NEAR,
  'talking-animals/3 turtle': NEAR,
  'treasure/4 dragon': NEAR,
}

/** Each of a tale's own beings (one, not a crowd, drawn on three pages or more) met by a companion of its kind or a near kind: `theme/n kind (page p)`. */
function twinsOf(theme: string, n: number): string[] {
  const tale = taleFor(theme as 'ocean', n)!
  const pagesOf = new Map<string, number>()
  for (const { scene } of tale.pages)
    for (const being of beingsOn({ others: scene.others, objects: scene.objects })) pagesOf.set(being, (pagesOf.get(being) ?? 0) + 1)
  const found: string[] = []
  for (const [being, pages] of pagesOf) {
    if (pages < 3) continue
    const family = kinFamily(being)
    const kinds = new Set([being, ...(family ?? [])])
    for (const kind of kinds) {
      const listener = who(`a ${kind} called Pip`)
      const { companion } = listener
      if (companion.fallback || !kinTo(companion, being)) continue
      if (companion.category === 'person' && !STORYBOOK_PEOPLE.has(companion.kind.toLowerCase())) continue
      const told = tell(tale, theme as 'ocean', listener, 1)
      const twin = told.pages.findIndex((p) => beingsOn(p.scene).some((o) => kinTo(companion, o)))
      if (twin >= 0) found.push(`${theme}/${n} ${kind} (page ${twin + 1})`)
    }
  }
  return [...new Set(found)]
}

describe('no tale doubles the companion by its own kind or a near kind', () => {
  it('reads a horse as kin to a pony, a puppy to a dog, any robot to a robot dog; a griffin chick is no hen', () => {
    expect(kinFamily('old pony')).toContain('horse')
    expect(kinFamily('robot dog')).toContain('robot')
    expect(kinFamily('mother duck')).toContain('duckling')
    expect(kinFamily('griffin chick')).toBeNull()
    expect(kinFamily('duck-billed dinosaur')).toBeNull()
    expect(kinTo(who('an old brown horse called Conker who is afraid of puddles').companion, 'old pony')).toBe(true)
    expect(kinTo(who('a robot called Bolt').companion, 'robot dog')).toBe(true)
    expect(kinTo(who('a clownfish called Nemo').companion, 'shark')).toBe(false)
  })
  it('draws no second being of the companion’s kind unless the companion plays it', () => {
    const found = allTales().flatMap(({ theme, n }) => twinsOf(theme, n))
    const beings = found.map((f) => f.replace(/ \(page \d+\)$/, ''))
    expect(found.filter((_, i) => !(beings[i]! in KNOWN))).toEqual([])
    // A tale cast since is taken off the list.
    expect(Object.keys(KNOWN).filter((known) => !beings.includes(known))).toEqual([])
  }, 300_000)
})
