/**
 * The scene checker reads each page's picture against its words: a night page drawn in daylight, a
 * storm under a clear sky, a page indoors drawn outdoors and two pages in a row drawn alike fail;
 * a page whose picture matches its words, and words about another moment, do not.
 */
import { describe, expect, it } from 'vitest'
import { parseTale } from '~/.server/generation/tales/format'
import { checkScenes, momentSentences, repeatedPictures } from '~/.server/generation/tales/scene-check'

type PageSpec = {
  text: string
  place?: string
  time?: string
  weather?: string
  view?: string
  hero?: string
  objects?: string
  shows?: string
}

/** A tale of these pages, each told the same in every band. */
function tale(...pages: PageSpec[]) {
  const body = pages
    .map(
      (p, i) => `## ${i + 1} ${i === 0 ? 'setup' : 'ending'}
place: ${p.place ?? 'meadow'}
time: ${p.time ?? 'day'}
weather: ${p.weather ?? 'clear'}
view: ${p.view ?? (i % 2 ? 'wide' : 'close')}
hero: ${p.hero ?? 'standing, happy'}
companion: standing, happy
objects: ${p.objects ?? 'kite'}
shows: ${p.shows ?? '{name} and {c} fly a kite.'}

[2-4]
${p.text}

[5-8]
${p.text}

[9-12]
${p.text}
`,
    )
    .join('\n')
  return parseTale('test/1', `outline: a, b\npitch: A test.\ntitle: {name} and {C}\n\n${body}`)
}

const failing = (...pages: PageSpec[]) =>
  checkScenes(tale(...pages), 'adventure')
    .filter((f) => f.fails)
    .map((f) => `${f.kind} ${f.page}`)

describe('the picture agrees with the words', () => {
  it('fails a grey, gloomy day drawn under a clear sky, and passes it cloudy or wet', () => {
    const page = { text: 'The sky was grey from edge to edge. {name} and {c.intro} sat on the step under the heavy grey clouds.' }
    expect(failing({ ...page, weather: 'clear' })).toEqual(['weather 1'])
    expect(failing({ ...page, weather: 'cloudy' })).toEqual([])
    expect(failing({ ...page, weather: 'rain' })).toEqual([])
    // A tiny grey cloud on a hat, or a grey squirrel, is no grey day.
    expect(
      failing({ text: 'A tiny grey cloud rained on the wizard. A grey squirrel ran past {name} and {c.intro}.', weather: 'clear' }),
    ).toEqual([])
  })

  it('fails a night page drawn in daylight, and passes it drawn at night', () => {
    const page = { text: 'That night, {name} and {c.intro} crept out under the stars. The moon shone on the grass.' }
    expect(failing({ ...page, time: 'day' })).toEqual(['time 1'])
    expect(failing({ ...page, time: 'night' })).toEqual([])
  })

  it('fails a storm under a clear sky', () => {
    const page = { text: '{name} and {c.intro} ran for the barn. Thunder rumbled, and the rain lashed down.' }
    expect(failing({ ...page, weather: 'clear' })).toEqual(['weather 1'])
    // Rain and thunder together are a storm: rain alone does not draw the thunder.
    expect(failing({ ...page, weather: 'rain' })).toEqual(['weather 1'])
    expect(failing({ ...page, weather: 'storm' })).toEqual([])
  })

  it('fails a page in the kitchen drawn outdoors, and a ship’s hold drawn on its deck', () => {
    expect(failing({ text: 'In the kitchen, {name} and {c.intro} stirred the soup.', place: 'meadow' })).toEqual(['place 1'])
    expect(failing({ text: 'In the kitchen, {name} and {c.intro} stirred the soup.', place: 'kitchen' })).toEqual([])
    expect(failing({ text: 'Down in the hold, {name} and {c.intro} bailed.', place: 'ship-deck' })).toEqual(['place 1'])
  })

  it('fails two pages in a row drawn alike', () => {
    const pages = [
      { text: '{name} and {c.intro} flew a kite.', view: 'wide' },
      { text: '{name} and {c} flew it again.', view: 'wide' },
    ]
    expect(failing(...pages)).toEqual(['repeat 2'])
    expect(repeatedPictures(tale(pages[0] as PageSpec, { ...(pages[1] as PageSpec), hero: 'running, happy' }))).toEqual([])
  })

  it('lists, without failing, a later page drawn much like an earlier one (same place and pose, close or medium)', () => {
    const kneel = { hero: 'kneeling, happy', place: 'rocky-shore' }
    const pages: PageSpec[] = [
      { text: '{name} and {c.intro} knelt by a rock pool.', view: 'close', ...kneel },
      { text: '{name} and {c} walked on.', view: 'wide', hero: 'walking, happy', place: 'rocky-shore' },
      { text: '{name} and {c} knelt by the pool again.', view: 'medium', ...kneel },
    ]
    const found = repeatedPictures(tale(...pages))
    expect(found.map((f) => [f.page, f.fails])).toEqual([[3, false]])
    expect(failing(...pages)).toEqual([])
    // Seen wide, it is another picture.
    expect(repeatedPictures(tale(pages[0] as PageSpec, pages[1] as PageSpec, { ...(pages[2] as PageSpec), view: 'wide' }))).toEqual([])
  })

  it('passes a page whose picture matches its words', () => {
    const page = {
      text: 'At sunset, {name} and {c.intro} carried the lantern down to the beach. The wind tugged at their coats, and the sun sank into the sea.',
      place: 'beach',
      time: 'dusk',
      weather: 'wind',
      objects: 'lantern',
      shows: '{name} and {c} carry a lantern along the beach at sunset.',
    }
    expect(checkScenes(tale(page), 'adventure')).toEqual([])
  })
})

describe('only the page’s own moment counts', () => {
  it('leaves out another moment: last night, tomorrow, a habit, a quote, a likeness, a jump to later', () => {
    const read = (text: string) =>
      momentSentences(text)
        .map((s) => s.read)
        .join(' ')
    expect(read('Last night it rained. Tomorrow they would sail at dawn. "Goodnight!" said Mum. Her eyes shone like stars.')).not.toMatch(
      /rain|dawn|night|stars/,
    )
    expect(read('The rain stopped, and the sun came out.')).not.toMatch(/rain/)
    expect(read('The rain stopped, and the sun came out.')).toMatch(/the sun came out/)
    // A later paragraph that starts another moment is a jump the picture need not follow.
    expect(read('Ada flew the kite all afternoon.\n\nThat night, she slept with it.')).not.toMatch(/night/)
    expect(read('That night, Ada flew the kite under the stars.')).toMatch(/night/)
  })

  it('does not fail words about another moment', () => {
    expect(
      failing({ text: 'Last night there had been a storm. Now the sun shone, and {name} and {c.intro} flew a kite.', weather: 'clear' }),
    ).toEqual([])
  })

  it('takes frost drawn as the frosty day or under snow, not as a frosty thing under a summer sky', () => {
    const page = { text: 'The frost sparkled on the grass, and {name} and {c.intro} crunched across it.', time: 'morning' }
    expect(failing({ ...page, weather: 'clear' })).toEqual(['weather 1'])
    expect(failing({ ...page, weather: 'clear', objects: 'kite, frosty grass' })).toEqual(['weather 1'])
    expect(failing({ ...page, weather: 'frost' })).toEqual([])
    expect(failing({ ...page, weather: 'snow' })).toEqual([])
    // An icy pond is a thing the objects draw on any day.
    expect(failing({ text: '{name} and {c.intro} slid on the icy pond.', weather: 'clear', objects: 'icy pond' })).toEqual([])
  })

  it('fails a winter day drawn summery, not winter in passing', () => {
    const feb = { text: 'The February sun was low over the garden, and {name} and {c.intro} flew a kite in it.', place: 'garden' }
    expect(failing({ ...feb, weather: 'clear' })).toEqual(['weather 1'])
    expect(failing({ ...feb, weather: 'frost' })).toEqual([])
    expect(failing({ text: 'Hedgehogs sleep all winter, {name} told {c.intro}.', place: 'garden' })).toEqual([])
    expect(failing({ text: '{name} hung up a big winter coat, and {c.intro} laughed.', place: 'garden' })).toEqual([])
  })

  it('suggests a key thing the objects lack, and fails it where the page is plainly about it', () => {
    const findings = (objects: string) =>
      checkScenes(
        tale({
          text: '{name} and {c.intro} found a key. The key was old. {name} turned the key in the lock.',
          objects,
          shows: '{name} holds up an old key.',
        }),
        'adventure',
      ).filter((f) => f.kind === 'object')
    expect(findings('kite').map((f) => [f.fails, f.message.split(' ')[0]])).toContainEqual([true, '"key"'])
    // The lock, named once a band, is only a suggestion.
    expect(findings('old key').map((f) => [f.fails, f.message.split(' ')[0]])).toEqual([[false, '"lock"']])
  })
})
