import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import type { Trait } from '~/.server/generation/profile/child'
import type { PageSetting } from '~/.server/generation/profile/fear-moments'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { moreInterests, withMoreInterests } from '~/.server/generation/tales/more-interests'
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
const shown = (interests: string, { wheelchair = false, age = 6 } = {}) => {
  const l = listener(interests, age)
  const placed: string[] = []
  const [told] = interestsOf(l)
  const band = age < 5 ? '2-4' : age < 9 ? '5-8' : '9-12'
  const pages = withMoreInterests(
    PAGES,
    { roles: ROLES, band, listener: l, told: told ?? null, settings: SETTINGS, wheelchair, tell: tellLine },
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

  it('tells a whole story with the interests the tale has no passage for', () => {
    const tale = taleFor('ocean', 1)
    if (!tale) throw new Error('no ocean/1')
    const l = listener('knots, crabs, fish fingers')
    const look = { ...lookFromSeed(1, 'she'), wheelchair: false, hearingAid: false }
    const told = tell(tale, 'ocean', l, 1, { look })
    expect(told.more).toEqual(['fish fingers', 'knots'])
    expect(told.pages.at(-1)?.text).toContain("the kettle was going. For tea there were fish fingers, Mia's favourite.")
    expect(
      tell(tale, 'ocean', l, 1, { look, more: false })
        .pages.map((p) => p.text)
        .join(' '),
    ).not.toContain('fish fingers')
  })
})
