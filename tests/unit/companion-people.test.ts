/**
 * The people and things a parent names as the companion, as the story must call them: a grown-up
 * known by their job ("the school caretaker, Mr Bell") is a grown-up with that job, never a child
 * "best friend"; a thing brought to life ("a talking teapot called Mrs Brew") is that thing.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import type { ThemeId } from '~/lib/themes'

const story = (mainCharacter: string, age = 7, theme: ThemeId = 'ocean', n = 1) => {
  const listener = listenerFor({ childName: 'Mia', childAge: age, pronouns: 'she', mainCharacter, family: '' })
  return tell(taleFor(theme, n)!, theme, listener, 1)
    .pages.map((p) => p.text)
    .join('\n\n')
}

describe('grown-ups known by their job or title', () => {
  it.each([
    ['an old fisherman called Mr Tregarthen', 'Mr Tregarthen', 'fisherman', 'he', 'older'],
    ['Mrs Okafor the lollipop lady', 'Mrs Okafor', 'lollipop lady', 'she', 'adult'],
    ['the school caretaker, Mr Bell', 'Mr Bell', 'school caretaker', 'he', 'adult'],
    ['a retired sea captain called Captain Ada', 'Captain Ada', 'sea captain', 'she', 'older'],
    ['a beekeeper named Mrs Hollis', 'Mrs Hollis', 'beekeeper', 'she', 'adult'],
    ['a lighthouse keeper called Mr Penhallow', 'Mr Penhallow', 'lighthouse keeper', 'he', 'adult'],
    ['the lollipop man, Mr Singh', 'Mr Singh', 'lollipop man', 'he', 'adult'],
    ['our neighbour Auntie Joy', 'Auntie Joy', 'neighbour', 'she', 'adult'],
    // s70: "a crotchety old museum guard" had been a child "best friend" called they.
    ['a crotchety old museum guard called Mr Abernathy', 'Mr Abernathy', 'museum guard', 'he', 'older'],
    ['a friendly security guard called Mrs Obi', 'Mrs Obi', 'security guard', 'she', 'adult'],
    ['the park keeper, Mr Hoskins', 'Mr Hoskins', 'park keeper', 'he', 'adult'],
    ['our headteacher Mrs Khan', 'Mrs Khan', 'headteacher', 'she', 'adult'],
    ['a stern old warden called Miss Grimsby', 'Miss Grimsby', 'warden', 'she', 'older'],
  ] as const)('%s', (text, name, kind, pronoun, age) => {
    const c = parseCompanion(text, 'she')
    expect(c).toMatchObject({ name, kind, category: 'person', pronoun, age, fallback: false })
    expect(c.role).not.toBe(kind)
  })

  it('hears "crotchety" as grumpy', () => {
    expect(parseCompanion('a crotchety old museum guard called Mr Abernathy').quirks.map((q) => q.key)).toContain('grumpy')
  })

  it("says a job title's pronoun from the name after it, or they", () => {
    expect(parseCompanion('a retired sea captain called Captain Ada').pronoun).toBe('she')
    expect(parseCompanion('Doctor Tom the vet').pronoun).toBe('he')
    expect(parseCompanion('a sea captain called Captain Zephyr').pronoun).toBe('they')
  })

  it("introduces them by their job, never as the child's", () => {
    expect(story('the school caretaker, Mr Bell')).toContain('Mr Bell, the school caretaker')
    const fisherman = story('an old fisherman called Mr Tregarthen')
    expect(fisherman).toContain('Mr Tregarthen, the old fisherman')
    expect(fisherman).not.toMatch(/her (?:old )?fisherman|best friend/)
    expect(story('Mrs Okafor the lollipop lady', 4)).not.toMatch(/best friend|her lollipop lady/)
    // Someone who is the child's by what they are to her stays hers.
    expect(story('our neighbour Auntie Joy')).toContain('Auntie Joy, her neighbour')
  })
})

describe('things brought to life', () => {
  it.each([
    ['a talking teapot called Mrs Brew', 'Mrs Brew', 'teapot', 'she'],
    ['a magic paintbrush called Dab', 'Dab', 'paintbrush', undefined],
    ['a singing kettle', null, 'kettle', undefined],
    ['a walking umbrella named Brolly', 'Brolly', 'umbrella', undefined],
    ['a clockwork mouse called Tick', 'Tick', 'clockwork mouse', undefined],
    ['a magic broomstick called Swoosh', 'Swoosh', 'broomstick', undefined],
    ['a talking book called Page', 'Page', 'book', undefined],
    ['a gingerbread man called Ginger', 'Ginger', 'gingerbread man', undefined],
  ] as const)('%s', (text, name, kind, pronoun) => {
    const c = parseCompanion(text, 'she')
    expect(c).toMatchObject({ name, kind, category: 'toy', fallback: false })
    if (pronoun) expect(c.pronoun).toBe(pronoun)
  })

  it('keeps what brings the thing to life as how it is named', () => {
    expect(parseCompanion('a singing kettle').details).toContain('singing')
    expect(parseCompanion('a walking umbrella named Brolly').details).toContain('walking')
    expect(parseCompanion('a talking teapot called Mrs Brew').details).toContain('talking')
    expect(story('a singing kettle', 7, 'magic')).toContain('a singing kettle')
    expect(parseCompanion('a dog who loves singing').details).not.toContain('singing')
  })

  it('never says a trait word as what they are', () => {
    for (const age of [4, 7, 10]) {
      for (const text of ['a talking teapot called Mrs Brew', 'a magic paintbrush called Dab', 'a walking umbrella named Brolly']) {
        const told = story(text, age)
        expect(told).not.toMatch(/\bwas can\b|\bbest friend\b|\bher (?:teapot|paintbrush|umbrella) best\b/)
      }
    }
  })
})

describe('what a companion does, after "who"', () => {
  it.each([
    ['a puppy who chews everything', 'chewer', 'chews everything'],
    ['a goat who eats anything', 'chewer', 'chews everything'],
    ['our dog Bramble who chews my shoes', 'chewer', 'chews everything'],
    ['a kitten who hides in boxes', 'hider', 'hides in boxes'],
    ['a hamster called Nibbles who is always hiding', 'hider', 'always hiding'],
    ['a parrot who copies everything you say', 'copycat', 'copies everything'],
  ] as const)('%s', (text, key, words) => {
    const quirk = parseCompanion(text, 'she').quirks[0]
    expect(quirk).toMatchObject({ key, words })
  })

  it('is told in a whole story at every age', () => {
    for (const age of [4, 7, 10]) {
      expect(story('a puppy who chews everything', age, 'animals')).toMatch(/chew/)
      expect(story('a kitten called Pip who hides in boxes', age, 'space')).toMatch(/hid(?:e|ing) in boxes/)
    }
  })
})

describe("friends of about the hero's age", () => {
  it.each([
    ['her best friend Orla', 'Orla', 'best friend', 'she'],
    ['my best mate Jack', 'Jack', 'best mate', 'he'],
    ['his friend Priya from nursery', 'Priya', 'friend', 'she'],
    ['his best friend Finn', 'Finn', 'best friend', 'he'],
    ['her friend Aoife', 'Aoife', 'friend', 'she'],
    ['her friend Sam', 'Sam', 'friend', 'they'],
  ] as const)('%s', (text, name, kind, pronoun) => {
    expect(parseCompanion(text, 'she')).toMatchObject({ name, kind, category: 'person', age: 'child', pronoun, fallback: false })
  })
})

describe('grown-ups said only as grown-ups, or by what they do', () => {
  it.each([
    ['an old lady called Mrs Pepperpot', 'Mrs Pepperpot', 'lady', 'she', 'older'],
    ['a kind old man called Bert', 'Bert', 'man', 'he', 'older'],
    ['a wise old woman', null, 'woman', 'she', 'older'],
    ['Mrs Patel who runs the corner shop', 'Mrs Patel', 'shopkeeper', 'she', 'adult'],
    ['the man who runs the sweet shop, Mr Singh', 'Mr Singh', 'shopkeeper', 'he', 'adult'],
    ['Mr Jenkins from next door', 'Mr Jenkins', 'neighbour', 'he', 'adult'],
    ['Mrs Bloom over the road', 'Mrs Bloom', 'neighbour', 'she', 'adult'],
  ] as const)('%s', (text, name, kind, pronoun, age) => {
    expect(parseCompanion(text, 'she')).toMatchObject({ name, kind, category: 'person', pronoun, age, fallback: false })
  })

  it('keeps a title alone, with nothing said of them, a named companion of no kind', () => {
    expect(parseCompanion('Mr Whiskers')).toMatchObject({ kind: 'creature', kindIsName: true })
    expect(parseCompanion('Lady Marmalade the cat')).toMatchObject({ name: 'Lady Marmalade', kind: 'cat' })
  })

  it('tells them as grown-ups', () => {
    for (const age of [4, 7, 10]) {
      const told = story('Mrs Patel who runs the corner shop', age)
      expect(told).not.toMatch(/best friend|her shopkeeper/)
    }
    expect(story('Mrs Patel who runs the corner shop')).toContain('Mrs Patel, the shopkeeper')
  })
})

describe("a kin word in brackets after a companion's name", () => {
  it.each([
    ['Jidda (grandad)', 'Jidda', 'Grandad', 'he'],
    ['Teta (grandma) who lives in Beirut', 'Teta', 'Grandma', 'she'],
    ['Pops (grandad)', 'Pops', 'Grandad', 'he'],
    ['Bea (aunt)', 'Bea', 'Auntie', 'she'],
  ] as const)('%s', (text, name, kind, pronoun) => {
    expect(parseCompanion(text, 'she')).toMatchObject({ name, kind, category: 'person', pronoun, fallback: false })
  })

  it('is told by the name, the gloss said plainly once', () => {
    for (const age of [4, 7, 10]) {
      const told = story('Jidda (grandad)', age, 'farm-life')
      expect(told).toContain('Jidda, her grandad')
      expect(told).not.toMatch(/best friend|her Grandad|\bGrandad\b/)
    }
  })
})

describe('the circus’s grown-ups, said as what someone is or was', () => {
  // A blind reader: "her Great-Aunt Winifred who used to be a circus acrobat" was told as a great-aunt with no past.
  it.each([
    ['her Great-Aunt Winifred who used to be a circus acrobat', 'Great-Aunt Winifred', 'circus acrobat'],
    ['Grandad, who was a trapeze artist', 'Grandad', 'trapeze artist'],
    ['Mum, who used to be a tightrope walker', 'Mum', 'tightrope walker'],
    ['Nana who was a wire-walker', 'Nana', 'wire-walker'],
    ['Auntie Bea, who is a ringmaster', 'Auntie Bea', 'ringmaster'],
    ['Uncle Rob, who is a strongman', 'Uncle Rob', 'strongman'],
    ['Uncle Tom, who is a juggler', 'Uncle Tom', 'juggler'],
    ['Grandpa Joe, who was a lion tamer', 'Grandpa Joe', 'lion tamer'],
    ['Auntie Jo, who is an acrobat', 'Auntie Jo', 'acrobat'],
    ['Granny, who used to be a circus performer', 'Granny', 'circus performer'],
  ] as const)('%s', (text, name, role) => {
    expect(parseCompanion(text, 'she')).toMatchObject({ name, role, category: 'person', fallback: false })
  })

  it('are grown-ups with that job when the words say only the job', () => {
    expect(parseCompanion('a juggler called Pip')).toMatchObject({ name: 'Pip', kind: 'juggler', category: 'person', age: 'adult' })
    expect(parseCompanion('a trapeze artist called Luca')).toMatchObject({ kind: 'trapeze artist', category: 'person' })
  })

  it('tells a job left behind as a past, never as now', () => {
    const told = story('her Great-Aunt Winifred who used to be a circus acrobat', 7)
    expect(told).toContain('Great-Aunt Winifred, once a circus acrobat')
  })

  it('hears "a bit of a clown" as silly, never as a clown by trade', () => {
    const dad = parseCompanion('Dad, who is a bit of a clown')
    expect(dad.role).toBeNull()
    expect(dad.quirks.map((q) => q.key)).toContain('silly')
  })
})
