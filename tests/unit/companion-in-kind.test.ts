/**
 * Companions in their kind, part 6: no paws for an animal that has none (an elephant, a monkey, a
 * cow, a stegosaurus), a glad gesture in kind ("{c.glad}": a dog wags its tail again, a cat purrs,
 * a pony tosses its mane, an owl fluffs up its feathers), and "{c.mouth}" (an elephant's trunk).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { companionViolations } from '~/.server/generation/profile/limits'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { parseTale } from '~/.server/generation/tales/format'
import { tell } from '~/.server/generation/tales/render'
import { sceneLines } from '../fixtures/scene-lines'

const noPaws = (text: string, said: string) =>
  companionViolations(text, parseCompanion(said))
    .filter((v) => v.group === 'animal without paws')
    .map((v) => v.cannot)

describe('paws', () => {
  it('are flagged for an animal with a trunk, hands, hooves or feet', () => {
    expect(noPaws('Nellie put a paw on the paper to hold it flat.', 'an elephant called Nellie')).toEqual(['have paws'])
    expect(noPaws('Coco paddled with both paws while Ada took the left.', 'a monkey called Coco')).toEqual(['have paws'])
    expect(noPaws('Daisy pawed at the lid, as if it might just open.', 'a cow called Daisy')).toEqual(['have paws'])
    expect(noPaws('The stegosaurus lay down by the pond, nose on paws.', 'a stegosaurus')).toEqual(['have paws'])
    expect(noPaws("Ada held Nellie's paw.", 'an elephant called Nellie')).toEqual(['have paws'])
  })

  it('are left alone for the animals that have them', () => {
    for (const said of ['their dog Biscuit', 'a cat called Mog', 'a rabbit called Flopsy', 'a bear called Bruno', 'a fox called Rusty'])
      expect(noPaws('Biscuit put a paw on the paper to hold it flat.'.replace('Biscuit', parseCompanion(said).name ?? ''), said)).toEqual(
        [],
      )
  })
})

const PAGE = sceneLines({ shows: '{name} and {c} fly a kite.' })
function told(line: string, mainCharacter: string, childAge = 6) {
  const text = `{{companion\nanimal: ${line}\n*: {C} came too.\n}}`
  const tale = parseTale(
    'test/1',
    `outline: a, b, c, d, e\npitch: A test.\ntitle: {name} and {C}\n\n## 1 setup\n${PAGE}\n\n[2-4]\n${text}\n\n[5-8]\n${text}\n\n[9-12]\n${text}\n`,
  )
  const listener = listenerFor({ childName: 'Ada', childAge, pronouns: 'she', mainCharacter })
  return tell(tale, 'adventure', listener, 1).pages[0]!.text
}
const glad = (mainCharacter: string) => {
  const text = `{{companion\n*: {C} {c.glad}. {C} {c.glads}.\n}}`
  const tale = parseTale(
    'test/1',
    `outline: a, b, c, d, e\npitch: A test.\ntitle: {name} and {C}\n\n## 1 setup\n${PAGE}\n\n[2-4]\n${text}\n\n[5-8]\n${text}\n\n[9-12]\n${text}\n`,
  )
  return tell(tale, 'adventure', listenerFor({ childName: 'Ada', childAge: 6, pronouns: 'she', mainCharacter }), 1).pages[0]!.text
}

describe('{c.glad} and {c.glads}', () => {
  it('give the companion’s glad gesture in its kind, past and present', () => {
    expect(glad('a dog called Biscuit')).toMatch(/^Biscuit wagged (her|his|their) tail\. Biscuit wags \1 tail\.$/)
    expect(glad('a cat called Mog')).toBe('Mog purred. Mog purrs.')
    expect(glad('a pony called Clover')).toMatch(
      /^Clover whickered and tossed (?:her|his|their) mane\. Clover whickers and tosses (?:her|his|their) mane\.$/,
    )
    expect(glad('an owl called Hoot')).toMatch(/^Hoot fluffed up (?:her|his|their) feathers\. Hoot fluffs up (?:her|his|their) feathers\.$/)
    expect(glad('her grandma')).toBe('Grandma grinned. Grandma grins.')
    expect(glad("his grandpa's old robot, Bolt")).toMatch(
      /^Bolt flashed (?:her|his|their|its) lights\. Bolt flashes (?:her|his|their|its) lights\.$/,
    )
    // A toy is not alive by itself: it only seems to smile. Another kind makes its own sound.
    expect(glad('her teddy, Mr Buttons')).toBe('Mr Buttons seemed to smile. Mr Buttons seems to smile.')
    expect(glad('an elephant called Nellie')).toBe('Nellie trumpeted. Nellie trumpets.')
  })
})

describe('{c.mouth}', () => {
  it('is a trunk for an elephant, a mouth for a dog', () => {
    expect(told('{C} held the rag in {c.their} {c.mouth}.', 'an elephant called Nellie')).toMatch(
      /^Nellie held the rag in (?:her|his|their) trunk\.$/,
    )
    expect(told('{C} held the rag in {c.their} {c.mouth}.', 'a dog called Biscuit')).toMatch(
      /^Biscuit held the rag in (?:her|his|their) mouth\.$/,
    )
  })
})

describe('the tales', () => {
  it('tell a dog wagging where it is glad again (robots/3, 2-4)', () => {
    const tale = taleFor('robots', 3)!
    const listener = listenerFor({ childName: 'Ada', childAge: 3, pronouns: 'she', mainCharacter: 'their dog Biscuit' })
    const text = tell(tale, 'robots', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).toMatch(/Biscuit wags (?:his|her|their) tail back\./)
  })

  it('give no elephant, monkey or cow a paw, at any age', () => {
    const found: string[] = []
    for (const { theme, n } of allTales()) {
      const tale = taleFor(theme, n)
      if (!tale) continue
      const tellings: Array<[string, number]> = [
        ['an elephant called Nellie', 3],
        ['an elephant called Nellie', 6],
        ['an elephant called Nellie', 10],
        ['a monkey called Coco', 6],
        ['a cow called Daisy', 10],
      ]
      for (const [mainCharacter, childAge] of tellings) {
        const listener = listenerFor({ childName: 'Ada', childAge, pronouns: 'she', mainCharacter })
        const telling = tell(tale, theme, listener, 1000 + childAge)
        for (const [p, page] of telling.pages.entries())
          for (const v of companionViolations(page.text, listener.companion).filter((v) => v.group === 'animal without paws'))
            found.push(`${theme}/${n} page ${p + 1} [${childAge}] ${mainCharacter}: ${v.sentence}`)
      }
    }
    expect([...new Set(found)]).toEqual([])
  }, 600_000)
})
