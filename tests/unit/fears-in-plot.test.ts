/**
 * A named fear met inside the plot (tales/fear-arc.ts, profile/fear-moments.ts, tales/failed-try.ts):
 * how each end was told, the feared thing met again on a page since the turn, a moment never told on
 * a page whose words contradict it, the fears parents often type that now have moments of their own
 * (jellyfish, far from home, a new place, being left out), and a try watched by the people in its picture.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { fearMomentAt } from '~/.server/generation/profile/fear-moments'
import { withFailedTry } from '~/.server/generation/tales/failed-try'
import { type FearArc, planFearArc, withFearBookends } from '~/.server/generation/tales/fear-arc'
import { fearMet } from '~/.server/generation/tales/fears-tool'
import { parseTale } from '~/.server/generation/tales/format'

const setting = (place: string, others: string[] = [], time = 'day', weather = 'clear') =>
  ({ place, time, weather, others }) as Parameters<typeof fearMomentAt>[2] & object

describe('fear moments where the page is set', () => {
  it('meets jellyfish in the sea, never on land', () => {
    expect(fearMomentAt('sea-creatures', 'jellyfish', setting('rocky-shore'))?.felt['5-8']).toMatch(/jellyfish/)
    expect(fearMomentAt('sea-creatures', 'jellyfish', setting('meadow'))).toBeNull()
    // A crab is not a jellyfish: the drifting strings are the jellyfish's own.
    expect(fearMomentAt('sea-creatures', 'crabs', setting('rocky-shore'))).toBeNull()
  })

  it('feels far from home only far from home', () => {
    expect(fearMomentAt('away-from-home', 'being away from home', setting('moon'))?.felt['5-8']).toMatch(/long way/)
    expect(fearMomentAt('away-from-home', 'being away from home', setting('bedroom'))).toBeNull()
  })

  it('feels a new place in an adventure’s own world, and meets it again anywhere away from home, never at home', () => {
    expect(fearMomentAt('new-places', 'new places', setting('castle'))?.overOnly).toBeUndefined()
    expect(fearMomentAt('new-places', 'new places', setting('riverbank'))?.overOnly).toBe(true)
    expect(fearMomentAt('new-places', 'new places', setting('kitchen'))).toBeNull()
  })

  it('is left out only where the picture has other children', () => {
    expect(fearMomentAt('left-out', 'being left out', setting('playground', ['children']))).not.toBeNull()
    expect(fearMomentAt('left-out', 'being left out', setting('playground', ['old man']))).toBeNull()
  })
})

/** A tale of six pages with no fear passage: a beach, the child in the sea on page 1. */
const beach = (firstPage: string) =>
  parseTale(
    'beach-test',
    [
      '# Test',
      'outline: a, b',
      'pitch: A day at the beach.',
      'memory: the day they found the blue shell on the beach',
      'title: {name} at the Beach',
      ...[
        ['setup', firstPage],
        ['problem', 'The shell was gone. Where was it?'],
        ['attempt', 'They looked under the seaweed. It was not there.'],
        ['turn', 'Then {name} saw a blue glint by the rocks. There it was!'],
        ['resolution', 'They carried the shell back up the sand together.'],
        ['ending', 'At home, the shell sat on the windowsill.'],
      ].flatMap(([role, text], i) => [
        `## ${i + 1} ${role}`,
        `place: ${i === 5 ? 'bedroom' : 'beach'}`,
        `time: ${i === 5 ? 'night' : 'day'}`,
        'weather: clear',
        'view: wide',
        'hero: standing, happy',
        'companion: standing, happy',
        'others: gulls',
        'objects: shell',
        'shows: {name} on the beach.',
        '',
        ...['2-4', '5-8', '9-12'].flatMap((band) => [`[${band}]`, text as string, '']),
      ]),
    ].join('\n'),
  )

const told = (tale: ReturnType<typeof parseTale>, fears: string) => {
  const listener = listenerFor({
    childName: 'Noah',
    childAge: 7,
    pronouns: 'he',
    mainCharacter: 'a penguin',
    interests: '',
    fears,
    family: '',
  })
  const settings = tale.pages.map((p) => p.scene)
  const arc = planFearArc(tale, listener, '5-8', null, { settings }) as FearArc
  const pages = tale.pages.map((p) => (p.text['5-8'] as string[]).filter((x) => typeof x === 'string').join(''))
  return withFearBookends(pages, arc, '5-8', (line) => line.filter((x): x is string => typeof x === 'string').join(''))
}

describe('the arc inside the plot', () => {
  it('meets the feared thing again on a page since the turn, where it is set, not as a look ahead', () => {
    const arc = told(beach('They went down to the beach with a bucket.'), 'deep water')
    expect(arc.how).toEqual({ felt: 'setting', over: 'setting' })
    expect(arc.felt).toBe(0)
    expect(arc.over).toBeGreaterThanOrEqual(3)
    expect(fearMet({ fear: { noun: 'deep water', ...arc } })).toBe('in plot')
  })

  it('never keeps the child back from the water on a page where they ran into it', () => {
    const arc = told(beach('Noah ran straight into the sea, laughing.'), 'deep water')
    expect(arc.pages[0]).not.toMatch(/kept well back/)
    expect(arc.felt).not.toBe(0)
  })

  it('counts a fear felt but only looked ahead to, and one left untold, apart from one met in the plot', () => {
    expect(fearMet({ fear: { noun: 'x', felt: 1, over: 5, how: { felt: 'setting', over: 'ahead' } } })).toBe('felt, then looked ahead')
    expect(fearMet({ fear: { noun: 'x', felt: -1, over: -1, how: { felt: 'none', over: 'none' } } })).toBe('untold')
    expect(fearMet({})).toBe('untold')
  })
})

describe('a try someone watches', () => {
  const roles = ['setup', 'problem', 'attempt', 'turn', 'resolution', 'ending'] as const
  const lines = { felt: ['Everyone had seen it go wrong.'], over: ['If anyone laughed now, it was with him.'] }
  const pages = ['Once.', 'Trouble.', 'Sam shouted at the train.\n\nIt did not move.\n\nGrandad sighed.', 'It worked!', 'Home.', 'Night.']

  it('is watched where the page’s picture has the class or a crowd there, though its words do not say so', () => {
    expect(withFailedTry(pages, [...roles], '5-8', lines, { audience: true })).toBeNull()
    const watched = [false, false, true, false, false, false]
    expect(withFailedTry(pages, [...roles], '5-8', lines, { audience: true, watched })?.felt).toBe(2)
  })
})
