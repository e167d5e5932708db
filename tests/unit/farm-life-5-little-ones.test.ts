/**
 * farm-life/5 at two to four: one problem (get the hay in before the rain), said with repetition and
 * a line to join in ("Hay in, hay in, quick, quick, quick!"), never mouldy hay, damp undersides or
 * "Not this afternoon. Now!" (too complex at three, blind readers said).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const told = (childName: string, childAge: number, pronouns: 'she' | 'he' | 'they', mainCharacter: string, interests: string) => {
  const tale = taleFor('farm-life', 5)
  if (!tale) throw new Error('farm-life/5')
  return tell(tale, 'farm-life', listenerFor({ childName, childAge, pronouns, mainCharacter, interests }), 1)
    .pages.map((p) => p.text)
    .join('\n')
}

describe('farm-life/5 for a three-year-old', () => {
  it.each([
    ['Ivy, who is brave', 3, 'she', 'her teddy, Mr Buttons', 'tractors'],
    ['Alfie, who is shy', 2, 'he', 'his grandad, who runs the farm', 'cows'],
    ['Jo, funny', 4, 'they', 'their dog Patch', 'birds'],
  ] as const)('%s: one problem, and a line to join in', (name, age, pronouns, companion, interests) => {
    const text = told(name, age, pronouns, companion, interests)
    expect(text).not.toMatch(/mould|underneath|damp|Not this afternoon|bale NOW|Bone dry/i)
    expect(text.match(/Hay in, hay in, quick, quick, quick!/g)?.length ?? 0).toBeGreaterThanOrEqual(2)
    expect(text.match(/Sun, sun, stay for three!/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
  })

  it('keeps the older bands’ hay-making as it was', () => {
    expect(told('Ivy, who is brave', 7, 'she', 'her teddy, Mr Buttons', 'tractors')).toMatch(/mould/i)
  })
})
