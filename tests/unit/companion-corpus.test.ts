/** The companion parser against a corpus of phrasings parents really type (tests/fixtures/companions.ts). */
import { describe, expect, it } from 'vitest'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { CORPUS, type CompanionCase } from '../fixtures/companions'

function expected(item: CompanionCase) {
  return {
    name: item.name,
    kind: item.kind,
    category: item.category,
    fallback: false,
    ...(item.pronoun ? { pronoun: item.pronoun } : {}),
    ...(item.details ? { details: item.details } : {}),
    ...(item.role !== undefined ? { role: item.role } : {}),
    ...(item.owner !== undefined ? { owner: item.owner } : {}),
    ...(item.belongsToChild !== undefined ? { belongsToChild: item.belongsToChild } : {}),
  }
}

describe('the companion corpus', () => {
  it('has a few hundred phrasings', () => {
    expect(Object.values(CORPUS).flat().length).toBeGreaterThanOrEqual(300)
  })

  for (const [group, items] of Object.entries(CORPUS)) {
    describe(group, () => {
      it.each(items.map((item) => [item.text, item] as const))('%s', (text, item) => {
        expect(parseCompanion(text, item.child ?? 'she')).toMatchObject(expected(item))
      })
    })
  }

  it('keeps the name the parent used, never the kind word in its place', () => {
    for (const item of Object.values(CORPUS).flat()) {
      const parsed = parseCompanion(item.text, 'she')
      if (parsed.name && !parsed.kindIsName) expect(item.text.toLowerCase()).toContain(parsed.name.toLowerCase().split(' ').at(-1))
    }
    expect(parseCompanion('Grandad').name).toBe('Grandad')
    expect(parseCompanion('her grandad, who is a vet').name).toBe('Grandad')
  })

  it('never takes a lone title or junk for a name', () => {
    for (const text of ['Mr', 'Sir', 'Mr Mr Mr', 'the', 'called', 'whose name is', ',,,', 'a '.repeat(80)])
      expect(parseCompanion(text), text).toMatchObject({ name: null, fallback: true })
    expect(parseCompanion("her grandma's")).toMatchObject({ name: 'Grandma', kindIsName: true, owner: null })
    expect(parseCompanion('Mr and Mrs Bear')).toMatchObject({ name: 'Mrs Bear', kind: 'bear' })
  })

  it('keeps describing words out of names and only known words in details', () => {
    const parsed = parseCompanion('a very very sparkly dragon who likes cake, called Bob')
    expect(parsed).toMatchObject({ name: 'Bob', kind: 'dragon' })
    expect(parseCompanion('a xyzzy qwerty dragon').details).toEqual([])
  })
})

/**
 * What else the parent said about the companion, kept so a story can make it matter: the quirk's key
 * and words (profile/quirks.ts), what it is about, the job, a newborn's age, a bath toy that is a toy.
 * The child is "she" in every case.
 */
type Kept = {
  text: string
  name: string | null
  kind: string
  category: string
  key: string | null
  words: string | null
  thing?: string
  role?: string
  age?: string
}
const kept = (
  text: string,
  name: string | null,
  kind: string,
  category: string,
  key: string | null,
  words: string | null,
  extra: Pick<Kept, 'thing' | 'role' | 'age'> = {},
): Kept => ({ text, name, kind, category, key, words, ...extra })

const KEPT: Kept[] = [
  kept('his best mate Tobias who has a stammer', 'Tobias', 'best mate', 'person', 'stammer', 'has a stammer'),
  kept('my friend Ollie, he has a stutter', 'Ollie', 'friend', 'person', 'stammer', 'has a stammer'),
  kept('a small green alien called Zib who is homesick', 'Zib', 'alien', 'creature', 'homesick', 'homesick'),
  kept('an alien called Blip who misses his planet', 'Blip', 'alien', 'creature', 'homesick', 'homesick'),
  kept(
    "a very old wizard's owl called Pennyfeather who hoots at the wrong time",
    'Pennyfeather',
    'owl',
    'animal',
    'wrong-time',
    'hoots at the wrong time',
    { thing: 'hoot' },
  ),
  kept('our beagle Rolo who barks at the wrong moments', 'Rolo', 'beagle', 'animal', 'wrong-time', 'barks at the wrong time', {
    thing: 'bark',
  }),
  kept(
    'Grandpa Ted who sneezes at the worst possible moment',
    'Grandpa Ted',
    'Grandpa',
    'person',
    'wrong-time',
    'sneezes at the wrong time',
    { thing: 'sneeze' },
  ),
  kept('her horse Duchess who refuses to jump water', 'Duchess', 'horse', 'animal', 'refuses', 'refuses to jump water', {
    thing: 'jump water',
  }),
  kept("a pony called Biscuit who won't go near tractors", 'Biscuit', 'pony', 'animal', 'refuses', 'refuses to go near tractors', {
    thing: 'go near tractors',
  }),
  kept('a stubborn donkey called Dot who refuses to cross bridges', 'Dot', 'donkey', 'animal', 'refuses', 'refuses to cross bridges', {
    thing: 'cross bridges',
  }),
  kept(
    'a ginger cat called Marmalade who sleeps in the washing basket',
    'Marmalade',
    'cat',
    'animal',
    'sleeps-in',
    'sleeps in the washing basket',
    { thing: 'the washing basket' },
  ),
  kept('our cat Pudding who sleeps in a shoebox', 'Pudding', 'cat', 'animal', 'sleeps-in', 'sleeps in the shoebox', {
    thing: 'the shoebox',
  }),
  kept('a puppy who sleeps in my slipper', null, 'puppy', 'animal', 'sleeps-in', 'sleeps in the slipper', { thing: 'the slipper' }),
  kept('a hedgehog called Bramble she found in the garden', 'Bramble', 'hedgehog', 'animal', 'found', 'found in the garden', {
    thing: 'in the garden',
  }),
  kept('a kitten we found in the shed called Smudge', 'Smudge', 'kitten', 'animal', 'found', 'found in the shed', { thing: 'in the shed' }),
  kept('a rabbit called Clover who was rescued', 'Clover', 'rabbit', 'animal', 'found', 'rescued', { thing: 'at the rescue centre' }),
  kept('a tortoise from the rescue centre called Shelly', 'Shelly', 'tortoise', 'animal', 'found', 'rescued', {
    thing: 'at the rescue centre',
  }),
  kept('her uncle Callum who is a lifeboat volunteer', 'Uncle Callum', 'Uncle', 'person', 'lifeboat', 'a lifeboat volunteer', {
    role: 'lifeboat volunteer',
  }),
  kept('Auntie Fran who volunteers on the lifeboat', 'Auntie Fran', 'Auntie', 'person', 'lifeboat', 'a lifeboat volunteer'),
  kept('his baby sister Noor who only just arrived', 'Noor', 'baby sister', 'person', 'newborn', 'brand new', { age: 'baby' }),
  kept('her newborn brother Alfie', 'Alfie', 'baby brother', 'person', 'newborn', 'brand new', { age: 'baby' }),
  kept('his baby cousin Ivy who is two weeks old', 'Ivy', 'baby cousin', 'person', 'newborn', 'brand new', { age: 'baby' }),
  kept('a yellow rubber duck called Quack Quack', 'Quack Quack', 'toy duck', 'toy', null, null),
  kept('a plastic dinosaur called Rex', 'Rex', 'toy dinosaur', 'toy', null, null),
  kept('a bath duck called Mr Bubbles', 'Mr Bubbles', 'toy duck', 'toy', null, null),
  kept('an inflatable crocodile called Snappy', 'Snappy', 'toy crocodile', 'toy', null, null),
  kept('a puppy called Pip who is scared of the dark', 'Pip', 'puppy', 'animal', 'scared-of', 'scared of the dark', { thing: 'the dark' }),
  kept('a dragon called Fizz who is afraid of the dark', 'Fizz', 'dragon', 'creature', 'scared-of', 'scared of the dark', {
    thing: 'the dark',
  }),
  kept('a mouse called Cheddar who loves cheese', 'Cheddar', 'mouse', 'animal', 'favourite-food', 'loves cheese', { thing: 'cheese' }),
  kept('Grandad Ron who loves cheese', 'Grandad Ron', 'Grandad', 'person', 'favourite-food', 'loves cheese', { thing: 'cheese' }),
  kept('a bear called Humphrey who loves honey', 'Humphrey', 'bear', 'animal', 'favourite-food', 'loves honey', { thing: 'honey' }),
  kept('a monkey who adores bananas', null, 'monkey', 'animal', 'favourite-food', 'loves bananas', { thing: 'bananas' }),
  kept('a labrador called Bruno who is always hungry', 'Bruno', 'Labrador', 'animal', 'hungry', 'always hungry'),
  kept('a goat called Nibbles who eats everything', 'Nibbles', 'goat', 'animal', 'hungry', 'always hungry'),
  kept('her dog Max who snores', 'Max', 'dog', 'animal', 'snores', 'snores'),
  kept('Grandma Peggy, who snores like a train', 'Grandma Peggy', 'Grandma', 'person', 'snores', 'snores'),
  kept("a baby owl called Hoot who can't fly yet", 'Hoot', 'owl', 'animal', 'no-fly', "can't fly yet"),
  kept("a dragon who can't fly yet", null, 'dragon', 'creature', 'no-fly', "can't fly yet"),
  kept('a three-legged cat called Tripod', 'Tripod', 'cat', 'animal', 'three-legged', 'three-legged'),
  kept('a dog called Lucky who has three legs', 'Lucky', 'dog', 'animal', 'three-legged', 'three-legged'),
  kept('a rabbit called Dandelion with a wonky ear', 'Dandelion', 'rabbit', 'animal', 'floppy-ear', 'has a wonky ear'),
  kept('a spaniel called Biscuit with one wonky ear', 'Biscuit', 'spaniel', 'animal', 'floppy-ear', 'has a wonky ear'),
  kept('our dog Rex who was a police dog', 'Rex', 'dog', 'animal', 'retired', 'used to be a police dog', { thing: 'a police dog' }),
  kept('a retired racing greyhound called Flash', 'Flash', 'greyhound', 'animal', 'retired', 'used to be a racing greyhound', {
    thing: 'a racing greyhound',
  }),
  kept('an old pony called Duke who used to be a show pony', 'Duke', 'pony', 'animal', 'retired', 'used to be a show pony', {
    thing: 'a show pony',
  }),
  kept('a sheepdog called Meg who was a working dog', 'Meg', 'sheepdog', 'animal', 'retired', 'used to be a working dog', {
    thing: 'a working dog',
  }),
  kept('Nanna who is hard of hearing', 'Nanna', 'Nanna', 'person', 'deaf', 'a bit deaf'),
  kept('Grandpa Bill who uses a walking stick', 'Grandpa Bill', 'Grandpa', 'person', 'walking-stick', 'walks with a stick'),
  kept('a shy giraffe called Gigi', 'Gigi', 'giraffe', 'animal', 'shy', 'shy'),
  kept('a robot called Tink who is a bit rusty', 'Tink', 'robot', 'robot', 'rusty', 'rusty and creaky'),
  kept('a teddy called Barnaby who is loved to bits', 'Barnaby', 'teddy', 'toy', 'worn', 'worn and patched'),
  kept('his twin brother Sami who tells jokes', 'Sami', 'twin brother', 'person', 'jokes', 'tells jokes'),
  kept('her friend Priya who knows loads of facts', 'Priya', 'friend', 'person', 'facts', 'knows every fact'),
  kept('Auntie Sue, who is a firefighter', 'Auntie Sue', 'Auntie', 'person', 'firefighter', 'a firefighter', { role: 'firefighter' }),
  kept('Grandma Joan who used to be a teacher', 'Grandma Joan', 'Grandma', 'person', 'teacher', 'used to be a teacher', {
    role: 'teacher',
  }),
  kept('a chameleon called Kiki who is very shy', 'Kiki', 'chameleon', 'animal', 'shy', 'shy'),
  kept('a sausage dog called Frank who hates baths', 'Frank', 'sausage dog', 'animal', 'hates-wet', 'hates getting wet'),
  kept('Uncle Jack who plays the bagpipes', 'Uncle Jack', 'Uncle', 'person', 'instrument', 'plays the bagpipes', { thing: 'bagpipes' }),
  kept('a puppy called Crumble who is still in training', 'Crumble', 'puppy', 'animal', 'learning', 'still learning'),
  kept('a baby dragon called Sparky who cannot breathe fire yet', 'Sparky', 'dragon', 'creature', 'no-fire', "can't breathe fire yet"),
  kept('a one-eyed pirate cat called Patch', 'Patch', 'cat', 'animal', 'one-eyed', 'one-eyed'),
  kept('a horse called Star who is afraid of plastic bags', 'Star', 'horse', 'animal', 'scared-of', 'scared of plastic bags', {
    thing: 'plastic bags',
  }),
  kept('a cat scared of the hoover', null, 'cat', 'animal', 'scared-of', 'scared of the hoover'),
  kept('a guinea pig rescued from the pet shop', null, 'guinea pig', 'animal', 'found', 'rescued', { thing: 'at the pet shop' }),
  kept('a dog called Alfie who chases his tail', 'Alfie', 'dog', 'animal', 'tail-chaser', 'chases its own tail'),
  kept("a yappy terrier called Pip who won't stop barking", 'Pip', 'terrier', 'animal', 'noisy', 'noisy'),
  kept('a princess unicorn called Sparkle', 'Sparkle', 'unicorn', 'creature', null, null),
  kept('a labrador called Sandy who is a guide dog', 'Sandy', 'Labrador', 'animal', 'working', 'a guide dog', { thing: 'a guide dog' }),
  kept('a police dog called Major', 'Major', 'dog', 'animal', 'working', 'a police dog'),
  kept('a hamster who escapes all the time', null, 'hamster', 'animal', 'escaper', 'always escaping'),
  kept('a rabbit called Houdini who is an escape artist', 'Houdini', 'rabbit', 'animal', 'escaper', 'always escaping'),
]

describe('what the parent said about the companion, kept', () => {
  it('has 60 and more phrasings', () => expect(KEPT.length).toBeGreaterThanOrEqual(60))
  it.each(KEPT.map((item) => [item.text, item] as const))('%s', (text, item) => {
    const parsed = parseCompanion(text, 'she')
    expect(parsed).toMatchObject({
      name: item.name,
      kind: item.kind,
      category: item.category,
      ...(item.role ? { role: item.role } : {}),
      ...(item.age ? { age: item.age } : {}),
    })
    const first = parsed.quirks[0]
    expect(first?.key ?? null).toBe(item.key)
    expect(first?.words ?? null).toBe(item.words)
    if (item.thing) expect(first?.thing).toBe(item.thing)
  })

  it('reads a likeness as how, never as what: Grandma who snores like a train is no train, an escape artist no artist', () => {
    expect(parseCompanion('Grandma Peggy, who snores like a train')).toMatchObject({ kind: 'Grandma', category: 'person' })
    expect(parseCompanion('Grandad, who is like a big kid')).toMatchObject({ kind: 'Grandad', category: 'person' })
    expect(parseCompanion('a rabbit called Houdini who is an escape artist').role).toBeNull()
  })

  it('takes a kind from a clause only where it says what they are (readers: Great-Grandad Alf was "his plane")', () => {
    expect(parseCompanion('his Great-Grandad Alf, who flew planes in the war')).toMatchObject({ kind: 'Great-Grandad', category: 'person' })
    expect(parseCompanion('his Uncle Alf, who loves dogs')).toMatchObject({ kind: 'Uncle', category: 'person' })
    expect(parseCompanion('Nana Jo who loves cats')).toMatchObject({ kind: 'Nana', category: 'person' })
    expect(parseCompanion('Mister Whiskers who is a very old cat')).toMatchObject({ kind: 'cat', category: 'animal' })
    expect(parseCompanion('Sir Reginald, who is a tortoise')).toMatchObject({ kind: 'tortoise', category: 'animal' })
  })

  it('reads "very, very slow" as very slow, never a quirk "very" ("Speedy was very, and …" was told)', () => {
    const speedy = parseCompanion('his pet tortoise Speedy who is very, very slow')
    expect(speedy.quirks.map((q) => q.words)).toEqual(['slow'])
  })

  it('reads "a chess-playing robot" as a robot that plays chess (readers: Bishop became a best friend)', () => {
    expect(parseCompanion('a chess-playing robot called Bishop')).toMatchObject({ kind: 'robot', category: 'robot', name: 'Bishop' })
    expect(parseCompanion('Auntie Mo, who plays the violin')).toMatchObject({ kind: 'Auntie', category: 'person' })
  })
})
