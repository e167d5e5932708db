/**
 * The memory line of a tale (`memory:`): what happened, as the child's next adventure recalls it
 * after "Ever since …". The check that `npm run stories -- check` runs on it, and every authored tale's.
 */
import { describe, expect, it } from 'vitest'
import { sceneLines } from '../fixtures/scene-lines'
import { listenerFor } from '~/.server/generation/profile'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { checkMemory, sharedMemories } from '~/.server/generation/tales/check'
import { parseTale } from '~/.server/generation/tales/format'
import { tellMemory } from '~/.server/generation/tales/render'

const PAGE = sceneLines()

function withMemory(memory: string | null, id = 'test/1', extra = '') {
  const line = memory === null ? '' : `memory: ${memory}\n`
  return parseTale(
    id,
    `outline: a, b, c, d, e\npitch: A test.\n${line}title: {name} and {C}\n${extra}\n## 1 setup\n${PAGE}\n\n[2-4]\nA kite.\n\n[5-8]\nA kite.\n\n[9-12]\nA kite.\n`,
  )
}

const messages = (memory: string | null, extra = '') =>
  checkMemory(withMemory(memory, 'test/1', extra))
    .map((p) => p.message)
    .join('\n')

describe('the memory line check', () => {
  it('passes a phrase that follows "Ever since"', () => {
    expect(checkMemory(withMemory('the night they followed the gulls to the lighthouse'))).toEqual([])
    expect(checkMemory(withMemory("that windy day on {name's} hill when {c} lost a kite"))).toEqual([])
  })

  it('asks for a memory line where there is none', () => {
    expect(messages(null)).toMatch(/no memory: line/)
  })

  it('counts 6-16 words as told, with the longest name', () => {
    expect(messages('the day they flew kites')).toMatch(/is 5 words; a memory line needs 6-16/)
    expect(messages('the day they flew seven red kites over the hill and the wind took every single one')).toMatch(/is 17 words/)
    // "Anna Maria" makes this 17 words; "Mia" and "Omar" make it 16.
    expect(messages('the day {name} flew seven red kites over the hill and the wind took every one')).toMatch(
      /"the day Anna Maria flew .*" is 17 words/,
    )
  })

  it('starts with "the" or "that", in lower case, to follow "Ever since"', () => {
    expect(messages('when they followed the gulls to the lighthouse')).toMatch(/must start with "the " or "that "/)
    expect(messages('The night they followed the gulls to the lighthouse')).toMatch(/must start with/)
    expect(messages('those nights they followed the gulls to the lighthouse')).toMatch(/must start with/)
  })

  it('is one phrase: no end punctuation, no sentence or quote inside', () => {
    expect(messages('the night they followed the gulls to the lighthouse.')).toMatch(/ends in punctuation/)
    expect(messages('the night they followed the gulls, all the way')).toEqual('')
    expect(messages('the night they followed the gulls. It was late')).toMatch(/holds a sentence mark or quote/)
    expect(messages('the night they shouted "Ahoy" at the lighthouse keeper')).toMatch(/holds a sentence mark or quote/)
  })

  it("recalls a star a companion may play by its kind, never by the tale's own name for it", () => {
    const star = 'star: hedgehog\nstar-name: Crumpet\nstar-pronoun: he\nstar-kind: prickly hedgehog\n'
    expect(messages('the frosty day they made a leafy bed for Crumpet the hedgehog', star)).toMatch(/names the star/)
    expect(messages('the frosty day they made a leafy bed for a hedgehog who woke too early', star)).toEqual('')
    // A tale without a star may name its own creatures.
    expect(messages('the frosty night they fed Snowdrop the tiny lamb from a bottle')).toEqual('')
  })

  it('uses only tokens that read outside the story it came from', () => {
    expect(messages('the day they flew a {colour} kite over the hill', 'pick colour: red | blue')).toMatch(
      /\{colour\}.*can use only \{name\}/,
    )
    expect(messages('the day they shared {interest} with everyone in the park')).toMatch(/\{interest\}.*can use only/)
    expect(messages('the day they dug {s} out of the mud at last')).toMatch(/\{s\}.*can use only/)
    expect(messages('the day they met {nobody} at the top of the hill')).toMatch(/unknown token \{nobody\}/)
  })

  it('finds a brace the telling leaves behind', () => {
    expect(messages('the day they found a { on the top of the hill')).toMatch(/keeps a brace/)
  })

  it('finds two stories that share a memory line, whatever the case and spacing', () => {
    const first = withMemory('the night they followed the gulls to the lighthouse', 'sea/1')
    const second = withMemory('The night they followed  the gulls to the lighthouse', 'sea/2')
    const third = withMemory('the night they followed the geese to the lighthouse', 'sea/3')
    expect(sharedMemories([first, second, third])).toEqual([{ where: 'sea/2 memory', message: 'the same memory line as sea/1' }])
  })
})

describe('telling a memory line for the next adventure', () => {
  const mia = listenerFor({ childName: 'Mia', childAge: 6, pronouns: 'she', mainCharacter: 'a little dragon called Ember' })
  const sam = listenerFor({ childName: 'Sam', childAge: 8, pronouns: 'they', mainCharacter: 'his grandpa' })

  it('fills the child and the companion, and reads mid-sentence', () => {
    const memory = withMemory("the day {name} and {c} found {their} way up {C's} hill").memory!
    expect(tellMemory(memory, mia)).toBe("the day Mia and Ember found her way up Ember's hill")
    expect(tellMemory(memory, sam)).toBe("the day Sam and Grandpa found their way up Grandpa's hill")
    expect(`Ever since ${tellMemory(memory, mia)}, Mia had wanted to go back.`).toBe(
      "Ever since the day Mia and Ember found her way up Ember's hill, Mia had wanted to go back.",
    )
  })
})

describe('every authored tale', () => {
  const tales = allTales().map(({ theme, n }) => taleFor(theme, n)!)

  it('has a memory line that reads after "Ever since", none shared', () => {
    const broken = tales.flatMap((tale) => checkMemory(tale).map((p) => `${tale.id}: ${p.message}`))
    expect(broken).toEqual([])
    expect(sharedMemories(tales)).toEqual([])
    expect(tales.filter((tale) => tale.memory === null)).toEqual([])
  })
})
