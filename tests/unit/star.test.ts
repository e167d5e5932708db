/**
 * "The companion is the star": a story whose central creature is the companion's kind (a digger
 * companion in the story of a stuck digger) gives the companion that part, and tells no companion
 * passage beside it; any other companion hears the story's own star and the companion passages.
 */
import { describe, expect, it } from 'vitest'
import { type Listener, listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { checkTale } from '~/.server/generation/tales/check'
import { parseTale } from '~/.server/generation/tales/format'
import { chooseVariants, tell } from '~/.server/generation/tales/render'
import { companionIsKind } from '~/.server/generation/tales/nouns'
import { parseCompanion } from '~/.server/generation/profile/companion'

const PAGE = `place: park
time: day
weather: clear
view: wide
hero: standing, happy
companion: standing, happy
companion star: standing, worried
objects: digger
shows: {name} and {c} watch {s} dig.
shows star: {name} watches {s} dig.`

const STAR = `star: digger, excavator
star-name: Marigold
star-pronoun: she
star-kind: big orange digger`

function miniTale(text: string, header = STAR) {
  return parseTale(
    'test/1',
    `outline: a, b, c\npitch: A test.\ntitle: {name} and {S}\n${header}\n## 1 setup\n${PAGE}\n\n[2-4]\n${text}\n\n[5-8]\n${text}\n\n[9-12]\n${text}\n`,
  )
}

const listener = (childName: string, pronouns: 'she' | 'he' | 'they', mainCharacter: string, childAge = 6): Listener =>
  listenerFor({ childName, childAge, pronouns, mainCharacter })

const TEXT = `{S}, the {s.kind}, is stuck. {S.they|is} sinking, and {s.their} tracks spin. {s's} bucket can reach the stone, and {s.they|pulls}.
{{companion
star: {name} cheers.
vehicle: Up on the path, {C} {c.sound}.
*: {C} watches from the path.
}}
{{companion
vehicle: {C} flashes {c.their} lights.
*: {C} waves.
}}`

const pageText = (told: ReturnType<typeof tell>) => told.pages.map((p) => p.text).join('\n\n')

describe('the star of a story', () => {
  const tale = miniTale(TEXT)

  it('reads the header', () => {
    expect(tale.star).toEqual({ kinds: ['digger', 'excavator'], name: 'Marigold', pronoun: 'she', kind: 'big orange digger' })
    expect(() => miniTale(TEXT, 'star: digger\nstar-name: Marigold')).toThrow(/star-pronoun/)
  })

  it('gives a digger companion the star digger part, with its own name, pronoun and look, and no companion passage', () => {
    const alfie = listener('Alfie', 'he', 'a big yellow digger called Scoop', 3)
    expect(chooseVariants(tale, alfie).star).toBe(true)
    const told = tell(tale, 'vehicles', alfie, 1)
    const text = pageText(told)
    const pronoun = alfie.companion.pronoun
    const they = { she: 'she', he: 'he', they: 'they', it: 'it' }[pronoun]
    const their = { she: 'her', he: 'his', they: 'their', it: 'its' }[pronoun]
    expect(text).toContain('Scoop, the big yellow digger, is stuck.')
    expect(text).toContain(
      `${they} ${pronoun === 'they' ? 'are' : 'is'} sinking, and ${their} tracks spin`.replace(/^./, (c) => c.toUpperCase()),
    )
    expect(text).toContain("Scoop's bucket can reach the stone")
    expect(text).not.toMatch(/Marigold|orange/)
    expect(text).toContain('Alfie cheers.')
    expect(text).not.toMatch(/from the path|flashes|waves/)
    expect(told.title).toBe('Alfie and Scoop')
    expect(told.pages[0]?.scene.caption).toBe('Alfie watches Scoop dig.')
    expect(told.pages[0]?.scene.companion?.face).toBe('worried')
  })

  it("gives any other companion the story's own star, and the companion passages", () => {
    const told = tell(tale, 'vehicles', listener('Alfie', 'he', 'his grandad', 3), 1)
    const text = pageText(told)
    expect(text).toContain('Marigold, the big orange digger, is stuck. She is sinking, and her tracks spin.')
    expect(text).toContain('Grandad watches from the path.')
    expect(text).toContain('Grandad waves.')
    expect(text).not.toContain('cheers')
    expect(told.pages[0]?.scene.caption).toBe('Alfie and Grandad watch Marigold the orange digger dig.')
    // Another vehicle is not a digger: it stays on the path.
    const fire = pageText(tell(tale, 'vehicles', listener('Alfie', 'he', 'a red fire engine called Blaze', 3), 1))
    expect(fire).toContain('Marigold, the big orange digger')
    expect(fire).toMatch(/Up on the path, Blaze \w+\./)
    // A digger with no name is spoken to as one: "Goodnight, digger."
    const vocative = miniTale('{S} sleeps. Goodnight, {S}. {name} waves, {S}!')
    expect(pageText(tell(vocative, 'vehicles', listener('Alfie', 'he', 'a big yellow digger', 3), 1))).toContain(
      'The digger sleeps. Goodnight, digger. Alfie waves, digger!',
    )
    // A toy digger is not the digger in the park.
    expect(chooseVariants(tale, listener('Alfie', 'he', 'a toy digger', 3)).star).toBe(false)
  })

  it('counts both tellings and knows the tokens', () => {
    const { bands, problems } = checkTale(tale)
    expect(problems.filter((p) => /token|star/.test(p.message))).toEqual([])
    // "Scoop" (1) to "Captain Fluffy Socks" (3) where Marigold is one word; the starring companion's passage is 2 words.
    const words = bands[0]?.words[0]
    expect(words?.max).toBeGreaterThan(words?.min ?? 0)
    const noStar = parseTale(
      'test/2',
      `outline: a\npitch: A.\ntitle: T\n## 1 setup\n${PAGE.replace(/ \{s\}/g, '')}\n\n[2-4]\n{s} digs.\n{{companion\nstar: x\n*: y\n}}\n\n[5-8]\nA.\n\n[9-12]\nA.\n`,
    )
    const found = checkTale(noStar)
      .problems.map((p) => p.message)
      .join('\n')
    expect(found).toMatch(/unknown or misused token \{s\}/)
    expect(found).toMatch(/"star:" is told when the companion plays the star/)
  })
})

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const forms = (who: Listener) =>
  ({
    she: { they: 'she', their: 'her' },
    he: { they: 'he', their: 'his' },
    they: { they: 'they', their: 'their' },
    it: { they: 'it', their: 'its' },
  })[who.companion.pronoun]

const read = (id: string, n: number, who: Listener, seed = 1) => {
  const tale = taleFor(id as 'vehicles', n)
  if (!tale) throw new Error(`no ${id}/${n}`)
  return pageText(tell(tale, id as 'vehicles', who, seed))
}

describe('the stories with a star', () => {
  it('vehicles/2: Scoop is the digger stuck in the mud; Grandad watches Marigold', () => {
    const alfie = listener('Alfie', 'he', 'a big yellow digger called Scoop', 3)
    const scoop = read('vehicles', 2, alfie)
    const { they, their } = forms(alfie)
    // Scoop's part, with Scoop's pronoun: "Vroom! Her tracks spin. Splat! Down she sinks."
    expect(scoop).toContain(`Vroom! ${cap(their)} tracks spin. Splat! Down ${they} ${they === 'they' ? 'sink' : 'sinks'}.`)
    expect(scoop).toContain('Alfie watches Scoop the big yellow digger dig a pond.')
    expect(scoop).not.toMatch(/Marigold/)
    expect(scoop).toMatch(/Goodnight, Scoop\./)
    expect(scoop).not.toMatch(/on the path|from the path/i)
    const grandad = read('vehicles', 2, listener('Alfie', 'he', 'his grandad', 3))
    expect(grandad).toMatch(/Goodnight, Marigold\./)
    expect(grandad).toMatch(/Grandad/)
  })

  it('animals/4: Toffee is the pony who will not come in; Biscuit helps with Custard', () => {
    const maisie = listener('Maisie', 'she', 'a grumpy old Shetland pony called Toffee', 7)
    const toffee = read('animals', 4, maisie)
    const { their } = forms(maisie)
    expect(toffee).toContain(`Toffee did not walk on. ${cap(their)} head went up.`)
    // No companion beside the pony: not waiting in the yard, not dozing in the next stable.
    expect(toffee).not.toMatch(/in the yard beyond|in the next stable/)
    expect(toffee).not.toMatch(/Custard/)
    expect(toffee).toMatch(/Night night, Toffee\./)
    expect(toffee).toMatch(/grumpy/i)
    const biscuit = read('animals', 4, listener('Maisie', 'she', 'a puppy called Biscuit', 7))
    expect(biscuit).toMatch(/Night night, Custard\./)
    expect(biscuit).toMatch(/Biscuit/)
  })
})

describe('which companions play a star', () => {
  it('a steam engine or a little engine plays the steam engine; a fire engine, a kind of its own, never does', () => {
    const kinds = ['train', 'steam train', 'steam engine', 'engine']
    expect(companionIsKind(parseCompanion('Thomas the steam engine'), kinds)).toBe(true)
    expect(companionIsKind(parseCompanion('Percy the little green engine'), kinds)).toBe(true)
    expect(companionIsKind(parseCompanion('a little red train called Puff'), kinds)).toBe(true)
    expect(companionIsKind(parseCompanion('a fire engine called Blaze'), kinds)).toBe(false)
    expect(companionIsKind(parseCompanion('a grumpy old Shetland pony called Toffee'), ['pony'])).toBe(true)
  })
})

describe('a star the story meets for the first time', () => {
  const rescue = taleFor('animals', 2)!
  it('is played by a new dog, never by the family’s own or an old one', () => {
    expect(chooseVariants(rescue, listener('Billy', 'he', 'a scruffy puppy called Rolo', 4)).star).toBe(true)
    for (const own of ["the family's old dog Biscuit", 'his dog Biscuit', 'an old dog called Biscuit']) {
      const billy = listener('Billy', 'he', own, 4)
      expect(chooseVariants(rescue, billy).star, own).toBe(false)
      const text = pageText(tell(rescue, 'animals', billy, 1))
      expect(text).toContain('Pocket')
    }
    expect(parseCompanion("the family's old dog Biscuit")).toMatchObject({ name: 'Biscuit', kind: 'dog', belongsToChild: true })
  })
})

describe('the central creatures a companion of the same kind plays', () => {
  // [tale, the story's own star, a companion who plays it, a companion who stays beside the hero]
  const cases: Array<[string, string, string, string, RegExp?]> = [
    ['farm-life/1', 'Duchess', 'a bossy little hen called Mrs Peck', 'a puppy called Biscuit'],
    // Mrs Ottery still sets the game; it is the robot companion who follows the steps.
    [
      'technology/2',
      'Mrs Ottery',
      'a clumsy robot called Bolt',
      'her grandma',
      /Mrs Ottery (?:stands|stood|picks|picked|followed|squash)|says Mrs Ottery\. Beep|I'm a robot/,
    ],
    ['mythical-creatures/2', 'Fizz', 'a nervous little dragon called Ember', 'a clumsy robot called Bolt'],
    ['mythical-creatures/1', 'Oriel', 'a sparkly unicorn called Moonbeam', 'a little dragon called Ember'],
    ['castles/5', 'Noodle', 'our cat Pepper', 'a scruffy dog called Pepper'],
    ['robots/4', 'Pipkin', 'a clumsy robot called Bolt', 'his big sister Nora'],
    ['dinosaurs/4', 'Dilly', 'a gentle brachiosaurus called Bron', 'a dinosaur called Rex'],
    ['talking-animals/3', 'Hopscotch', 'a fluffy bunny called Clover', 'a grumpy tortoise called Sir Reginald'],
    ['talking-animals/5', 'Nutmeg', 'a tiny mouse called Pip', 'an owl called Hoot'],
    ['farm-life/4', 'Truffle', 'a cheeky piglet called Pickle', 'a guinea pig called Pickle'],
    ['talking-animals/2', 'Russet', 'a clever fox called Rusty', 'a hen called Rusty'],
  ]
  const nameOf = (who: string) => /(?:called|cat|sister) (\w+)$/.exec(who)?.[1] ?? ''

  for (const [id, own, plays, beside, trace] of cases) {
    it(`${id}: ${plays} plays ${own} by name; ${beside} does not`, () => {
      const [theme, n] = id.split('/') as [string, string]
      const tale = taleFor(theme as 'vehicles', Number(n))!
      for (const age of [3, 6, 10]) {
        const star = listener('Ivy', 'she', plays, age)
        expect(chooseVariants(tale, star).star, `${plays} at ${age}`).toBe(true)
        const told = tell(tale, theme as 'vehicles', star, age)
        const text = [told.title, ...told.pages.flatMap((p) => [p.text, p.scene.caption])].join('\n')
        // No trace of the story's own star: not in the words, the title or the pictures.
        expect(text, `${id} with ${plays} at ${age}`).not.toMatch(trace ?? new RegExp(own))
        expect(text.split(nameOf(plays)).length - 1, `${id}: ${nameOf(plays)} at ${age}`).toBeGreaterThanOrEqual(told.pages.length)

        const other = listener('Ivy', 'she', beside, age)
        expect(chooseVariants(tale, other).star, `${beside} at ${age}`).toBe(false)
        const otherText = pageText(tell(tale, theme as 'vehicles', other, age))
        expect(otherText).toContain(own)
        if (trace) expect(otherText).toMatch(trace)
        expect(otherText).toContain(nameOf(beside))
      }
    })
  }

  it('the star’s lines take the companion’s pronoun, not the story’s own star’s', () => {
    // Hopscotch is "he": Clover, a she, sits down and shivers with her ears drooping.
    const noah = listener('Noah', 'he', 'a fluffy bunny called Clover', 6)
    expect(noah.companion.pronoun).toBe('she')
    const clover = pageText(tell(taleFor('talking-animals', 3)!, 'talking-animals', noah, 1))
    expect(clover).toMatch(/Clover sat down and shivered, and her ears drooped/)
    // Russet is "he": a fox the family calls "they" says good evening as they, and they were going to say it.
    const mia = listener('Mia', 'she', 'a clever fox called Rusty', 10)
    const fox = { ...mia, companion: { ...mia.companion, pronoun: 'they' as const } }
    const rusty = pageText(tell(taleFor('talking-animals', 2)!, 'talking-animals', fox, 1))
    expect(rusty).toContain('the look of someone who had practised what they were going to say')
    expect(rusty).toContain('"Good evening," they said.')
    expect(rusty).not.toMatch(/\bhis\b|\bhe\b/)
  })
})

describe('a grandparent who hosts the story', () => {
  // [tale, the stranger who hosts it otherwise, the word the pictures draw them as]
  const hosted: Array<[string, string, string]> = [
    ['farm-life/2', 'Mr Kittow', 'farmer'],
    ['farm-life/3', 'Mrs Oddie', 'farmer'],
    ['farm-life/5', 'Farmer Fothergill', 'farmer'],
    ['nature/2', 'Mrs Quillon', 'old woman'],
    ['environment/4', 'Mrs Pargeter', 'old woman'],
    ['ocean/5', 'Mr Pascoe', 'fisherman'],
    ['mystery/4', 'Mr Pengelly', 'fisherman'],
  ]
  for (const [id, stranger, drawnAs] of hosted) {
    it(`${id}: the child's own grandparent is ${stranger}, drawn once; a friend meets ${stranger}`, () => {
      const [theme, n] = id.split('/') as [string, string]
      const tale = taleFor(theme as 'vehicles', Number(n))!
      expect(tale.star?.name).toBe(stranger)
      for (const [companion, named, age] of [
        ['her grandpa', 'Grandpa', 3],
        ['Nonna', 'Nonna', 6],
        ['his granny who walks with a stick', 'Granny', 10],
      ] as const) {
        const ivy = listener('Ivy', 'she', companion, age)
        expect(chooseVariants(tale, ivy).star, `${companion} at ${age}`).toBe(true)
        const told = tell(tale, theme as 'vehicles', ivy, age)
        const text = [told.title, ...told.pages.flatMap((p) => [p.text, p.scene.caption])].join('\n')
        expect(text, `${id} with ${companion}`).not.toContain(stranger)
        expect(text.split(named).length - 1, `${named} in ${id} at ${age}`).toBeGreaterThanOrEqual(4)
        for (const page of told.pages) {
          expect(page.scene.others.map((o) => o.toLowerCase())).not.toContain(drawnAs)
          expect(page.scene.companion, `${id}: the grandparent is drawn`).toBeTruthy()
        }
      }
      // A companion who is not a grandparent keeps the story's own host, and the pictures draw them.
      const friend = listener('Ivy', 'she', 'a puppy called Biscuit', 6)
      expect(chooseVariants(tale, friend).star).toBe(false)
      const met = tell(tale, theme as 'vehicles', friend, 6)
      expect(pageText(met)).toContain(stranger)
      expect(met.pages.some((page) => page.scene.others.includes(drawnAs))).toBe(true)
    })
  }

  it('"star: grandparent" is every family word for a grandparent the lexicon knows', () => {
    const tale = taleFor('ocean', 5)!
    for (const word of ['granny', 'grandad', 'nonna', 'taid', 'lao lao', 'great-grandma']) expect(tale.star?.kinds).toContain(word)
    for (const word of ['mum', 'auntie', 'uncle']) expect(tale.star?.kinds).not.toContain(word)
    expect(chooseVariants(tale, listener('Ivy', 'she', 'her mum', 6)).star).toBe(false)
  })
})

describe('the story’s own star keeps its colour in every picture', () => {
  it('Marigold, a big orange digger, is the orange digger in each caption that names her', () => {
    const told = tell(taleFor('vehicles', 2)!, 'vehicles', listener('Arlo', 'he', 'a red bus called Bertie', 3), 3)
    const naming = told.pages.map((p) => p.scene.caption).filter((c) => /Marigold|digger/.test(c))
    expect(naming.length).toBeGreaterThan(3)
    for (const caption of naming) expect(caption, caption).toMatch(/orange (?:\w+ )?digger/)
    // A digger companion who plays her is drawn with its own colour, never Marigold's.
    const scoop = tell(taleFor('vehicles', 2)!, 'vehicles', listener('Alfie', 'he', 'a big yellow digger called Scoop', 3), 3)
    for (const page of scoop.pages) expect(page.scene.caption).not.toMatch(/orange/)
  })
})

describe('the title of a star tale', () => {
  const titleOf = (theme: 'animals' | 'robots', n: number, mainCharacter: string) =>
    new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        (seed) =>
          tell(taleFor(theme, n)!, theme, listenerFor({ childName: 'Tess', childAge: 6, pronouns: 'she', mainCharacter }), seed).title,
      ),
    )

  it('names the companion’s kind where the companion plays the star (a horse is no pony, a robot no dog)', () => {
    const horse = [...titleOf('animals', 4, 'an old brown horse called Conker')].join(' | ')
    expect(horse).not.toMatch(/\bPony\b/)
    expect(horse).toMatch(/\bHorse\b/)
    expect([...titleOf('robots', 3, 'a little robot called Bolt')].join(' | ')).not.toMatch(/\bDog\b/)
    // Any other companion hears the tale's own.
    expect([...titleOf('animals', 4, 'a dog called Rex')].join(' | ')).toMatch(/\bPony\b/)
  })
})
