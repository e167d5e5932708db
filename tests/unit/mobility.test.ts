import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { toldForWheelchair, wheelchairMoves } from '~/.server/generation/tales/mobility'
import { tell } from '~/.server/generation/tales/render'
import { wheelchairFigures } from '~/.server/generation/tales/report'
import { lookFromSeed } from '~/lib/hero-look'

describe('a hero who uses a wheelchair', () => {
  it('wheels, zooms and rolls where the story had them walk, run and tiptoe; the lift, not the stairs', () => {
    expect(toldForWheelchair('Zara and Grandad ran to the window. Zara walked slowly home.', 'Zara')).toBe(
      'Zara and Grandad zoomed to the window. Zara walked slowly home.'.replace('walked', 'wheeled'),
    )
    expect(toldForWheelchair('Zara tiptoed past.\n\nZara stood on tiptoe to see. Zara went up the stairs.', 'Zara')).toBe(
      'Zara rolled quietly past.\n\nZara stretched up tall to see. Zara went in the lift.',
    )
  })

  it('leaves everyone else on their feet', () => {
    const text = 'The driver ran to the cab. Grandad climbed the stairs, and the dog walked in.'
    expect(toldForWheelchair(text, 'Zara')).toBe(text)
  })

  it('is told so in the offline story, and what the files must still tell another way is counted', () => {
    const listener = listenerFor({ childName: 'Zara', childAge: 6, pronouns: 'she', mainCharacter: 'her grandad' })
    const tale = taleFor('vehicles', 1)!
    const onFoot = tell(tale, 'vehicles', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')
    const wheeling = tell(tale, 'vehicles', listener, 1, { look: { ...lookFromSeed(1, 'she'), wheelchair: true } })
      .pages.map((p) => p.text)
      .join('\n')
    expect(onFoot).toMatch(/Zara and Grandad ran to the window/)
    expect(wheeling).toMatch(/Zara and Grandad zoomed to the window/)
    expect(wheelchairMoves('Zara climbed the tree. Zara smiled.', 'Zara')).toEqual(['Zara climbed the tree.'])
    const figures = wheelchairFigures()
    expect(figures.tellings).toBeGreaterThan(600)
    console.log(`wheelchair: ${figures.sentences.length} sentences over ${figures.tellings} tellings still on foot`)
  })
})
