import { describe, expect, it } from 'vitest'
import { THEME_IDS } from '~/lib/themes'
import { listenerFor } from '~/.server/generation/profile'
import { allTales, taleFor, taleSource, talesOf } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import { bestOutlines, outlineFit } from '~/.server/generation/tales/fit'
import {
  A_LITTLE_HARD,
  aloneOutInTheDark,
  OUTGROWN,
  outgrownCost,
  TOO_ABSTRACT,
  toldForYoungest,
  youngestCost,
} from '~/.server/generation/tales/youngest'
import type { ToldPage } from '~/.server/generation/tales/render'
import type { ThemeId } from '~/lib/themes'

const child = (childAge: number, interests: string, childName = 'Ada') =>
  listenerFor({ childName, childAge, pronouns: 'she', mainCharacter: 'her teddy', interests })

const split = (id: string) => {
  const [theme, n] = id.split('/')
  return { theme: theme as ThemeId, n: Number(n) }
}

describe('nothing abstract for the youngest', () => {
  it('every story named in the tables is a real story, named once', () => {
    for (const id of [...Object.keys(TOO_ABSTRACT), ...Object.keys(A_LITTLE_HARD)]) {
      const { theme, n } = split(id)
      expect(THEME_IDS, id).toContain(theme)
      expect(taleFor(theme, n), id).not.toBeNull()
    }
    const both = Object.keys(TOO_ABSTRACT).filter((id) => id in A_LITTLE_HARD)
    expect(both).toEqual([])
  })

  it('a 3-year-old who loves the moon does not get the moon-phases lesson', () => {
    const ada = child(3, 'the moon')
    const best = bestOutlines('space', ada)
    expect(best.length).toBeGreaterThan(0)
    expect(best).not.toContain(1)
    expect(outlineFit('space', 1, ada).reasons).toContain('too abstract for a 3-year-old')
  })

  it('a 2-year-old who loves ducks does not get the autumn leaf puzzle', () => {
    const ada = child(2, 'ducks')
    const best = bestOutlines('nature', ada)
    expect(best).not.toContain(1)
    expect(outlineFit('nature', 1, ada).reasons).toContain('too abstract for a 2-year-old')
  })

  it('a 4-year-old pays a little for an abstract story, a 7-year-old nothing', () => {
    expect(youngestCost('space', 1, 3).cost).toBe(5)
    expect(youngestCost('space', 1, 4).cost).toBe(2)
    expect(youngestCost('discovery', 3, 3).cost).toBe(2)
    expect(youngestCost('discovery', 3, 4).cost).toBe(0)
    expect(youngestCost('space', 3, 2).cost).toBe(0)
    const older = child(7, 'the moon')
    for (const theme of ['space', 'nature', 'science', 'discovery'] as const)
      for (const n of talesOf(theme)) {
        expect(youngestCost(theme, n, 7)).toEqual({ cost: 0, reason: null })
        expect(outlineFit(theme, n, older).reasons.join()).not.toMatch(/abstract|hard for/)
      }
    // The moon-mad 7-year-old still gets the moon diary: it is about the moon.
    expect(bestOutlines('space', older)).toContain(1)
  })

  it('every theme keeps at least two stories a 2- or 3-year-old can be given', () => {
    const short = THEME_IDS.filter((theme) => talesOf(theme).filter((n) => !TOO_ABSTRACT[`${theme}/${n}`]).length < 2)
    expect(short).toEqual([])
  })
})

describe('nothing the oldest have outgrown', () => {
  it('a 10-year-old is not taught to ride without stabilisers while another story fits', () => {
    const ava = child(10, 'drawing', 'Ava')
    expect(outlineFit('sports', 1, ava).reasons).toContain('outgrown by a 10-year-old')
    expect(bestOutlines('sports', ava)).not.toContain(1)
    // A 6-year-old still can be.
    const six = child(6, 'cycling', 'Ava')
    expect(outlineFit('sports', 1, six).reasons.join()).not.toMatch(/outgrown/)
    expect(outgrownCost('sports', 1, 8).cost).toBe(0)
    expect(outgrownCost('sports', 1, 9).cost).toBe(3)
    for (const id of Object.keys(OUTGROWN)) expect(taleFor(split(id).theme, split(id).n), id).toBeTruthy()
  })
})

describe('a hero of 2 or 3', () => {
  it('scribbles, looks and sings where the story had them write, read and read notes', () => {
    expect(toldForYoungest("And Rafi writes it down, so it can't fly away!", 'Rafi')).toBe(
      "And Rafi scribbles it down, so it can't fly away!",
    )
    expect(toldForYoungest('Rafi knows notes: dots up high, dots down low!', 'Rafi')).toBe(
      'Rafi sings the notes: dots up high, dots down low!',
    )
    expect(toldForYoungest('That night, Ada read to Dad in bed.', 'Ada')).toBe('That night, Ada looked at a book with Dad in bed.')
    expect(toldForYoungest('Lena writes it down. Ada claps.', 'Ada')).toBe('Lena writes it down. Ada claps.')
    // pirates/4 told "So Mia looks at. The pirates listen."
    expect(toldForYoungest('So Mia reads. The pirates listen.', 'Mia')).toBe('So Mia looks at the pictures. The pirates listen.')
    expect(toldForYoungest('Mia reads the map.', 'Mia')).toBe('Mia looks at the map.')
  })

  it('goes to nursery, never school: a school of fish and a school by name stay', () => {
    expect(toldForYoungest('Tomorrow is the big school concert. At school, the hall is busy.', 'Ada')).toBe(
      'Tomorrow is the big nursery concert. At nursery, the hall is busy.',
    )
    const kept = 'A school of little fish swims by. Down to fish school! Eastmoor School is one hundred today!'
    expect(toldForYoungest(kept, 'Ada')).toBe(kept)
    const told = tell(
      taleFor('music', 7)!,
      'music',
      listenerFor({ childName: 'Remi', childAge: 2, pronouns: 'he', mainCharacter: 'his grandma Bisi', interests: 'drums' }),
      1,
    )
    expect(told.pages.map((p) => p.text).join(' ')).not.toMatch(/\bschool\b/)
  })
})

describe("the child's own class, by their age", () => {
  it('is never a number the story wrote: a sentence about the child says {class}, Reception or Year 6', () => {
    // "in Class Three" beside the child is their own class; "reached Class 6" is another one.
    const numbered = /\bin Class (?:\d+|One|Two|Three|Four|Five|Six|Seven)\b/
    const aboutChild = /\{(?:name|name's|they|They|their|Their|them)\b/
    const found: string[] = []
    for (const { theme, n } of allTales())
      for (const line of (taleSource(theme, n) ?? '').split('\n'))
        for (const sentence of line.split(/(?<=[.!?])\s+/))
          if (numbered.test(sentence) && aboutChild.test(sentence)) found.push(`${theme}/${n}: ${sentence}`)
    expect(found).toEqual([])
  })

  it('is Year 6 for an eleven-year-old in the hamster mystery', () => {
    const listener = listenerFor({ childName: 'Priya', childAge: 11, pronouns: 'she', mainCharacter: 'her grandma' })
    const text = tell(taleFor('mystery', 3)!, 'mystery', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).toContain('the most important job in Year 6')
    expect(text).not.toMatch(/Class Three/)
  })
})

describe('a toddler is never alone in the dark', () => {
  const juno = (mainCharacter: string, family?: string) =>
    listenerFor({ childName: 'Juno', childAge: 2, pronouns: 'she', mainCharacter, ...(family ? { family } : {}) })
  const page = (text: string, place: 'garden' | 'kitchen' | 'open-sea', time: 'dusk' | 'night' | 'day', companion = false) =>
    ({ text, scene: { place, time, companion: companion ? {} : null } }) as unknown as ToldPage

  it('finds a page where a 2-year-old is out in the dark or at sea with nobody beside her', () => {
    const listener = juno('the family cat Marmalade', 'Mama and Dada')
    const pages = [
      page('Out into the garden goes Juno. Where is Marmalade?', 'garden', 'dusk'),
      page('Out into the garden go Juno and Dada.', 'garden', 'night'),
      page('Juno looks out of the window.', 'kitchen', 'night'),
      page('Juno and Ember look for the cat.', 'garden', 'night', true),
      page('Juno sails over the waves.', 'open-sea', 'day'),
      page('Juno plays in the garden.', 'garden', 'day'),
    ]
    expect(aloneOutInTheDark(pages, listener)).toEqual([0, 4])
  })

  it('animals/6 told for a 2-year-old whose cat is the one lost: a grown-up goes out with her, family or none', () => {
    for (const family of ['Mama and Dada', undefined]) {
      const listener = juno('the family cat Marmalade, who is very fat and lazy', family)
      const told = tell(taleFor('animals', 6)!, 'animals', listener, 1)
      expect(aloneOutInTheDark(told.pages, listener), family ?? 'no family').toEqual([])
      expect(told.pages[1]?.text).toMatch(family ? /Juno, with Mama and Dada/ : /a grown-up's hand/)
    }
  })
})
