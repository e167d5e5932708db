import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import type { Trait } from '~/.server/generation/profile/child'
import type { PageSetting } from '~/.server/generation/profile/fear-moments'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { isFood } from '~/.server/generation/profile/interests'
import { eaterOf, foodShare, moreInterests, portionOf, withMoreInterests } from '~/.server/generation/tales/more-interests'
import { tell } from '~/.server/generation/tales/render'
import { countWords, type StoryRole, WORDS_PER_PAGE } from '~/.server/generation/story-shape'
import { lookFromSeed } from '~/lib/hero-look'

const listener = (interests: string, age = 6, companion = 'a little dragon') =>
  listenerFor({
    childName: 'Mia',
    childAge: age,
    pronouns: 'she',
    mainCharacter: companion,
    interests,
    fears: '',
    family: '',
  } as Parameters<typeof listenerFor>[0])
const interestsOf = (l: ReturnType<typeof listener>) =>
  l.child.traits.filter((t): t is Extract<Trait, { kind: 'interest' }> => t.kind === 'interest')

const ROLES: StoryRole[] = ['setup', 'problem', 'attempt', 'turn', 'resolution', 'ending']
const set = (place: PageSetting['place'], time: PageSetting['time'] = 'day', weather: PageSetting['weather'] = 'clear'): PageSetting => ({
  place,
  time,
  weather,
})
/** Six short pages in the past tense, the first on the beach and the last at home in bed. */
const PAGES = [
  'Mia went down to the beach with the dragon. The sand was warm.\n\nThe sea was far out, and the rock pools shone.\n\nA gull called.',
  'Mia found a bottle in the weed. It had a note inside.\n\nThe dragon sniffed it.',
  'Mia read the note twice. It was a map.\n\nThey followed it.',
  'The map led to a cave. Mia was brave.\n\nInside was a chest.',
  'In the chest was a shell that sang. Everybody on the beach cheered. The dragon danced.\n\nMia held it up.',
  'At supper that night, Mia told everyone the whole story.\n\nUp the stairs went Mia, and into bed.\n\nThe dragon curled up at the foot of the bed.\n\nSing, shell, sing. Goodnight.',
]
const SETTINGS = [set('beach'), set('beach'), set('beach'), set('cave'), set('beach'), set('bedroom', 'night')]
const tellLine = (line: string) =>
  line
    .replaceAll('{name}', 'Mia')
    .replaceAll("{name's}", "Mia's")
    .replaceAll('{their}', 'her')
    .replaceAll('{they}', 'she')
    .replaceAll('{c}', 'the dragon')
const shown = (interests: string, { wheelchair = false, age = 6, pages: given = PAGES, settings = SETTINGS } = {}) => {
  const l = listener(interests, age)
  const placed: string[] = []
  const [told] = interestsOf(l)
  const band = age < 5 ? '2-4' : age < 9 ? '5-8' : '9-12'
  const pages = withMoreInterests(
    given,
    { roles: ROLES, band, listener: l, told: told ?? null, settings, wheelchair, tell: tellLine },
    placed,
  )
  return { pages, placed, text: pages.join('\n\n') }
}

describe('the other interests the parent named, each shown once where it belongs', () => {
  it('shows the second and third interests, never the one at the key, at most two', () => {
    const l = listener('knots, crabs, fish fingers, Lego')
    const [first] = interestsOf(l)
    expect(moreInterests(l, first ?? null).map((t) => t.noun)).toEqual(['crabs', 'fish fingers'])
  })

  it('serves a food where the story eats, in its number', () => {
    expect(shown('owls, fish fingers').text).toContain(
      "At supper that night, Mia told everyone the whole story. For supper there were fish fingers, Mia's favourite.",
    )
    expect(shown('owls, mango lassi').text).toContain("For supper there was mango lassi, Mia's favourite.")
  })

  it('sees an animal where the page is set (a crab on the beach), and takes a making home at the end', () => {
    const { text, placed } = shown('owls, crabs, Lego')
    expect(text).toMatch(/Mia spotted a crab scuttling sideways/)
    expect(text).toContain(
      'The next day, Mia built the whole adventure again out of Lego, the dragon and all.\n\nSing, shell, sing. Goodnight.',
    )
    expect(placed).toEqual(['crabs', 'Lego'])
  })

  it('puts an animal that cannot be on the page in bed with the child, after the sentence that goes to bed', () => {
    expect(shown('owls, guinea pigs').text).toContain('and into bed. Mia snuggled down with her toy guinea pig tucked under her chin.')
  })

  it('gives a dance its moment of joy after the cheer; a wheelchair user spins her chair', () => {
    expect(shown('owls, ballet').text).toContain('Everybody on the beach cheered. Mia did a ballet twirl, just for joy.')
    const seated = shown('owls, ballet', { wheelchair: true }).text
    expect(seated).toContain('Mia spun her chair in a twirl, just for joy.')
    expect(seated).not.toMatch(/ballet twirl|cartwheel/)
  })

  it('has a joker tell one last joke in bed (a blind reader’s Hugo, "knock-knock jokes", told none)', () => {
    const { text, placed } = shown('owls, knock-knock jokes')
    expect(text).toContain('and into bed. Mia told one last joke in the dark: "Knock, knock."')
    expect(placed).toEqual(['jokes'])
    expect(shown('owls, riddles').text).toContain('Mia told one last riddle in the dark')
  })

  it('tells nothing the story names already, and nothing past the page’s words', () => {
    expect(shown('owls, the sea').placed).toEqual([])
    const { pages } = shown('owls, crabs, fish fingers')
    for (const page of pages) expect(countWords(page)).toBeLessThanOrEqual(WORDS_PER_PAGE['5-8'].max)
  })

  it('reads the foods and colours parents write as interests', () => {
    expect(interestsOf(listener('mango lassi, churros, the colour purple')).map((t) => t.noun)).toEqual([
      'mango lassi',
      'churros',
      'the colour purple',
    ])
  })

  it('serves the food beside the one the tale serves, and never where food only falls', () => {
    const pages = PAGES.with(
      1,
      'Mia found a bottle in the weed. The Warden served hot buttered teacakes to everyone. Mia had two.\n\nThe dragon sniffed it.',
    )
    expect(shown('owls, Welsh cakes', { pages }).text).toContain(
      "The Warden served hot buttered teacakes to everyone. There were Welsh cakes too, Mia's favourite.",
    )
    const fell = PAGES.with(
      1,
      'Mia found a bottle. Then the boat gave one big roll, and the cake slid off the edge. Mia gasped.\n\nThe dragon sniffed it.',
    )
    expect(shown('owls, jollof rice', { pages: fell }).text).not.toMatch(/cake slid off the edge\. \S*\s*(?:For|There)/)
  })

  it('serves a food at the ending where the story never eats, and a cold one never on a frosty night', () => {
    const noMeal = PAGES.with(
      5,
      'Mia and the dragon walked back along the sand, singing.\n\nThe shell sang with them.\n\nSing, shell, sing.',
    )
    const settled = shown('owls, jollof rice', { pages: noMeal })
    expect(settled.text).toContain(
      'That night there was jollof rice for tea, and Mia told the dragon the whole adventure again between mouthfuls.',
    )
    expect(settled.placed).toEqual(['jollof rice'])
    const frosty = SETTINGS.with(5, set('beach', 'night', 'frost'))
    const cold = shown('owls, ice lollies', { pages: noMeal, settings: frosty }).text
    // Tomorrow's food ("Tomorrow there would be ice lollies after tea") was heard as tacked on: left untold.
    expect(cold).not.toMatch(/ice lollies/)
  })

  it('takes a hobby the lexicon knows into the celebration, and leaves one with no moment of its own untold', () => {
    expect(shown('owls, juggling').text).toContain('Everybody on the beach cheered. Mia juggled three apples for everyone, just for joy.')
    expect(shown('owls, writing poems').text).toContain('The next day, Mia wrote a poem about the whole adventure, the dragon and all.')
    // "The next afternoon, Mia spent hours taking photos…" could sit in any story: blind readers quoted it as filler.
    expect(shown('owls, photography').text).not.toMatch(/photo/)
  })

  it('leaves an animal with no place in the story untold, never a fact told to the companion, and a doing with birds never a toy', () => {
    const noon = SETTINGS.map((s) => ({ ...s, time: 'day' as const }))
    const noBed = PAGES.with(
      5,
      'Mia and the dragon walked back along the sand, singing.\n\nThe shell sang with them.\n\nSing, shell, sing.',
    )
    expect(shown('owls, hedgehogs', { pages: noBed, settings: noon }).text).not.toMatch(/hedgehog|something she knew/)
    expect(shown('owls, identifying birds by their songs').text).not.toMatch(/toy identifying/)
  })

  it('knows the foods and hobbies parents type from many families', () => {
    const nouns = [
      ...interestsOf(listener('jollof rice, samosas, pierogi, fish and chips')),
      ...interestsOf(listener('Welsh cakes, ice lollies, strawberry yoghurt')),
    ]
    expect(nouns.map((t) => t.noun.toLowerCase())).toEqual([
      'jollof rice',
      'samosas',
      'pierogi',
      'fish and chips',
      'welsh cakes',
      'ice lollies',
      'strawberry yoghurt',
    ])
    for (const t of nouns) expect(isFood(t.noun)).toBe(true)
    expect(interestsOf(listener('juggling, henna, sirens, bus routes')).map((t) => [t.noun, t.interest])).toEqual([
      ['juggling', 'sport'],
      ['henna', 'art'],
      ['sirens', 'making'],
      ['bus routes', 'making'],
    ])
  })

  it('tells a whole story with the interests the tale has no passage for', () => {
    const tale = taleFor('ocean', 1)
    if (!tale) throw new Error('no ocean/1')
    const l = listener('knots, crabs, fish fingers')
    const look = { ...lookFromSeed(1, 'she'), wheelchair: false, hearingAid: false }
    const told = tell(tale, 'ocean', l, 1, { look })
    // Knots, the third, waits for a page with room: the last page now recognises the child's way.
    expect(told.more).toEqual(['fish fingers'])
    expect(told.pages.at(-1)?.text).toContain("the kettle was going. For tea there were fish fingers, Mia's favourite.")
    expect(
      tell(tale, 'ocean', l, 1, { look, more: false })
        .pages.map((p) => p.text)
        .join(' '),
    ).not.toContain('fish fingers')
  })
})

describe('one afternoon of hobbies', () => {
  it('never appends "The next afternoon, Martha spent hours…" to a story (blind readers heard a template)', () => {
    const martha = listenerFor({
      childName: 'Martha, who is gentle',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'an old farm dog called Moss who is a bit deaf',
      interests: 'lambs, baking bread, the colour yellow, knitting',
    })
    for (const { theme, n } of allTales().filter(({ theme }) => theme === 'farm-life' || theme === 'nature')) {
      const text = tell(taleFor(theme, n)!, theme, martha, 3)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text, `${theme}/${n}`).not.toMatch(/The next afternoon, Martha spent hours|Martha told Moss (?:something|all about)/)
    }
  })
})

describe('a second interest that helps at a middle moment', () => {
  /** The PAGES, with a middle page where the child keeps still, and a turn where she stops and thinks. */
  const MIDDLE = [
    PAGES[0] as string,
    'Mia found a bottle in the weed.\n\nMia kept very still behind the rock. A crab came out.\n\nThe dragon sniffed it.',
    PAGES[2] as string,
    'The map led to a cave. Mia stopped and thought. She was brave.\n\nInside was a chest.',
    PAGES[4] as string,
    PAGES[5] as string,
  ]

  it('reads "radios, bird-watching" and "hurling, Irish dancing" as interests (s69 read none, and no hurling)', () => {
    expect(interestsOf(listener('radios, bird-watching')).map((t) => t.noun)).toEqual(['radios', 'bird-watching'])
    expect(interestsOf(listener('hurling, Irish dancing')).map((t) => t.noun)).toEqual(['hurling', 'dancing'])
  })

  it('has bird-watching keep the child still where the page has her keep still, once, never at the key', () => {
    const { text, placed } = shown('owls, chess, bird-watching', { pages: MIDDLE })
    expect(text).toContain('Mia kept very still behind the rock. Bird-watching had taught Mia how to keep still and wait. A crab came out.')
    // Chess thinks two moves ahead only on a middle page: the turn is the key's; it goes home with the child instead.
    expect(text).not.toContain('two moves ahead')
    expect(text).toContain('Mia taught the dragon to play chess.')
    expect(placed).toEqual(['chess', 'bird-watching'])
  })

  it('helps at most once a story', () => {
    const pages = [...MIDDLE]
    pages[2] = 'Mia stopped and thought.\n\nThey followed it.'
    const { text } = shown('owls, bird-watching, chess', { pages })
    expect(text).toContain('Bird-watching had taught Mia')
    expect(text).not.toContain('two moves ahead')
  })

  it('never helps at a moment that did not happen, nor inside talk', () => {
    const pages = [...MIDDLE]
    pages[1] = 'Mia found a bottle in the weed.\n\nMia could not keep still. "Look," she said.\n\nThe dragon sniffed it.'
    expect(shown('owls, bird-watching', { pages }).text).not.toContain('Bird-watching')
    pages[1] = 'Mia found a bottle in the weed.\n\nMia kept very still. "Shh," said the dragon.\n\nThe dragon sniffed it.'
    expect(shown('owls, bird-watching', { pages }).text).not.toContain('Bird-watching')
  })

  it('counts the things a page has in a number, and never a doing ("Mia steps onto the wire")', () => {
    const pages = [...MIDDLE]
    pages[1] = 'Mia found a bottle in the weed.\n\nMia climbed all the steps to the top. The wind blew.\n\nThe dragon sniffed it.'
    expect(shown('owls, counting', { pages }).text).toContain(
      'Mia climbed all the steps to the top. Mia counted the steps too; she counted everything.',
    )
    pages[1] = 'Mia found a bottle in the weed.\n\nMia steps onto the wire. The wind blew.\n\nThe dragon sniffed it.'
    expect(shown('owls, counting', { pages }).text).not.toContain('counted the')
  })
})

describe('the moon where nobody goes to bed', () => {
  it('says goodnight to it at the ending, and never a second "That night" on a page that has one', () => {
    const pages = [...PAGES]
    pages[5] =
      'That night, Mia looked back at the beach from her window.\n\nThe dragon curled up by the fire.\n\nSing, shell, sing. Goodnight.'
    const { text } = shown('owls, the moon', { pages })
    expect(text).toContain('Mia said goodnight to the moon through the window.')
    expect(text).not.toContain('That night, Mia said goodnight')
  })
})

describe('a magic trick for someone sad', () => {
  it('cheers a sad friend, never a colour said to be sulky', () => {
    const pages = [...PAGES]
    pages[1] = 'Mia found a bottle in the weed.\n\nThe dragon looked sad. A wave came in.\n\nThe dragon sniffed it.'
    expect(shown('owls, magic tricks', { pages }).text).toContain('The dragon looked sad. Mia made a coin vanish and come back')
    pages[1] = 'Mia found a bottle in the weed.\n\nThe fire dimmed to a sulky red. Smoke came out.\n\nThe dragon sniffed it.'
    expect(shown('owls, magic tricks', { pages }).text).not.toContain('coin vanish')
  })
})

describe('a favourite food packed for the way and shared at the hard moment', () => {
  const child = (companion: string, interests = 'owls, bananas', age = 6) => listener(interests, age, companion)
  /** Six pages: the child sets off, is worn out in the middle, and goes to bed with no meal at all. */
  const TRIP = [
    'Mia set off down the lane with {c}. The sun was warm.\n\nThe hill was steep.\n\nA gull called.',
    'Mia found a bottle in the weed. It had a note inside.\n\nThey read it together.',
    'Mia was tired. The hill went on and on.\n\nThey kept going.',
    'The map led to a cave. Mia was brave.\n\nInside was a chest.',
    'In the chest was a shell that sang. Mia held it up.\n\nIt sang all the way home.',
    'Up the stairs went Mia, and into bed.\n\nThe shell sang on the windowsill.\n\nSing, shell, sing. Goodnight.',
  ]
  const told = (companion: string, interests = 'owls, bananas', { age = 6, pages = TRIP } = {}) => {
    const l = child(companion, interests, age)
    const ref = `the ${l.companion.kind}`
    const line = (text: string) => tellLine(text).replaceAll('the dragon', ref).replaceAll('{c}', ref)
    const [key] = interestsOf(l)
    const placed: string[] = []
    const band = age < 5 ? '2-4' : age < 9 ? '5-8' : '9-12'
    const out = withMoreInterests(
      pages.map(line),
      { roles: ROLES, band, listener: l, told: key ?? null, settings: SETTINGS.map(() => set('park')), wheelchair: false, tell: line },
      placed,
    )
    return { text: out.join('\n\n'), pages: out, placed }
  }

  it('packs it where the child sets off and shares it where someone is worn out (a banana for a monkey)', () => {
    const { pages, placed } = told('a monkey')
    expect(pages[0]).toContain('Mia set off down the lane with the monkey. The sun was warm. Mia packed a banana, for the way.')
    expect(pages[2]).toContain(
      'Mia was tired. Mia got out her banana and shared it with the monkey, half each. Bananas always helped. The hill went on and on.',
    )
    expect(placed).toEqual(['bananas'])
  })

  it('shares it in the companion’s kind: a toy pretends, a robot keeps watch, a pony gets a carrot, a dog never chocolate', () => {
    expect(told('a teddy bear').text).toContain('and gave the teddy bear a pretend bite first')
    expect(told('a robot').text).toContain('Mia got out her banana and ate every bite, while the robot kept watch.')
    expect(told('a pony', 'owls, pizza').text).toContain('Mia packed a slice of pizza, and a carrot for the pony, for the way.')
    expect(told('a pony').text).toContain('shared it with the pony')
    expect(told('a dog', 'owls, chocolate').text).toContain('and a dog biscuit for the dog')
    expect(told('a stegosaurus', 'owls, sausages').text).toContain('and a bunch of leaves for the stegosaurus')
    expect(eaterOf(child('her baby brother').companion, 'bananas')).toEqual({ own: 'a little mashed banana' })
    expect(eaterOf(child('a goldfish').companion, 'bananas')).toBe('watches')
  })

  it('tells a two-year-old in few words with a sound, and a twelve-year-old in more', () => {
    const small = [
      'Mia sets off down the lane with {c}. The sun is warm.\n\nA gull calls.',
      'Mia finds a bottle. It has a note inside.\n\nThey read it.',
      'Mia is tired. The hill goes on and on.\n\nThey keep going.',
      'The map leads to a cave. Mia is brave.\n\nInside is a chest.',
      'In the chest is a shell that sings. Mia holds it up.\n\nIt sings all the way home.',
      'Up the stairs goes Mia, and into bed.\n\nSing, shell, sing. Goodnight.',
    ]
    expect(told('a monkey', 'owls, bananas', { age: 3, pages: small }).text).toMatch(
      /Mia shares her bananas with the monkey\. Mmm! Better\./,
    )
    expect(told('a monkey', 'owls, strawberries', { age: 11 }).text).toContain(
      'Mia packed a tub of strawberries for the way, because you never knew.',
    )
  })

  it('never packs what melts, and never shares where the child only watches someone else sit', () => {
    expect(portionOf('ice lollies')).toBeNull()
    expect(told('a monkey', 'owls, ice lollies').text).not.toMatch(/packed/)
    const sitting = TRIP.map((p, i) => (i === 2 ? 'The old man sat on a stool. The hill went on and on.\n\nThey kept going.' : p))
    expect(told('a monkey', 'owls, bananas', { pages: sitting }).text).not.toMatch(/got out/)
  })

  it('writes a food as the parent did ("Welsh cakes")', () => {
    expect(portionOf('Welsh cakes')).toBe('a box of Welsh cakes')
    expect(foodShare('spaghetti', child('a fox').companion)?.pack['5-8'][0]).toBe('{name} packed a pot of spaghetti, for the way.')
  })
})

describe('an animal seen wherever it truly is', () => {
  it('sees a whale from the cliffs, a dog out on its walk by the river, and a rabbit in the garden at dusk', () => {
    const everywhere = (place: PageSetting['place'], time: PageSetting['time'] = 'day') => SETTINGS.map(() => set(place, time))
    expect(shown('owls, whales', { settings: everywhere('rocky-shore') }).text).toMatch(/Mia spotted a whale blowing a spout/)
    expect(shown('owls, dogs', { settings: everywhere('riverbank') }).text).toMatch(/Mia spotted a dog wagging its tail/)
    expect(shown('owls, bunnies', { settings: everywhere('garden', 'dusk') }).text).toMatch(/Mia spotted a bunny hopping/)
    // Never a rabbit in the garden at noon, nor a whale in the lake.
    expect(shown('owls, bunnies', { settings: everywhere('garden') }).text).not.toMatch(/spotted a bunny/)
    expect(shown('owls, whales', { settings: everywhere('lake') }).text).not.toMatch(/spotted a whale/)
  })
})
