/**
 * The qualities parents write most, told truer than the seven kinds (profile/lexicon.ts
 * QUALITY_FINE_KEYS): a chatterbox chats at the turn, a child who hates losing wins by waiting, where
 * the story's `{{quality` passage has a line for them; elsewhere the kind's line is told.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseChild } from '~/.server/generation/profile/child'
import { qualityFineKey } from '~/.server/generation/profile/lexicon'
import { checkTale } from '~/.server/generation/tales/check'
import { parseTale } from '~/.server/generation/tales/format'
import { chooseVariants, tell } from '~/.server/generation/tales/render'

const fineOf = (childName: string) =>
  parseChild(childName, 'she', 6).traits.flatMap((t) => (t.kind === 'quality' ? [qualityFineKey(t.quality, t.phrase)] : []))[0]

describe('the finer key of a quality the parent wrote', () => {
  it.each([
    ['Ruby, who is a real chatterbox', 'chatty'],
    ['Ruby, who never stops talking', 'chatty'],
    ["Ruby, who can't sit still", 'energetic'],
    ['Ruby, who is full of beans', 'energetic'],
    ['Ruby, who is very creative', 'creative'],
    ['Ruby, who has a big imagination', 'creative'],
    ['Ruby, who is clever with puzzles', 'puzzles'],
    ['Ruby, who is super smart', 'puzzles'],
    ['Ruby, who is gentle', 'gentle'],
    ['Ruby, who is a big softie', 'gentle'],
    // A blind reader's Rafa, "2, loves to cuddle", had no quality at all.
    ['Rafa, 2, loves to cuddle', 'gentle'],
    ['Ruby, who gives the best hugs', 'gentle'],
    ['Ruby, who loves a cuddle', 'gentle'],
    ['Ruby, who is so silly', 'silly'],
    ['Ruby, who is a cheeky monkey', 'silly'],
    ['Ruby, who gets cross when she loses', 'competitive'],
    ['Ruby, who is very competitive', 'competitive'],
    ['Ruby, who is a bit of a worrier', 'anxious'],
    ['Ruby, who is anxious', 'anxious'],
    ['Ruby, loud and lively', 'energetic'],
    ['Ruby, a born inventor', 'creative'],
    ['Ruby, who takes everything apart', 'creative'],
  ])('%s → %s', (childName, key) => {
    expect(fineOf(childName)).toBe(key)
  })

  it('has none for a quality the seven kinds already say', () => {
    for (const said of ['brave', 'shy', 'kind', 'funny', 'curious', 'careful', 'stubborn'])
      expect(fineOf(`Ruby, who is ${said}`)).toBeNull()
  })

  it('is heard only in the kind the words were read as ("calm" is careful, never gentle)', () => {
    expect(qualityFineKey('careful', 'calm')).toBeNull()
    expect(qualityFineKey('kind', 'gentle')).toBe('gentle')
  })
})

describe('a quality passage with finer lines', () => {
  const tale = parseTale('time-travel/2', readFileSync('app/themes/time-travel/2.md', 'utf8'))
  const told = (childName: string) =>
    tell(tale, 'time-travel', listenerFor({ childName, childAge: 6, pronouns: 'she', mainCharacter: 'her grandad' }), 3)
      .pages.map((p) => p.text)
      .join('\n')

  it('tells the chatterbox chatting at the turn, and the curious child the curious line', () => {
    const chatty = listenerFor({ childName: 'Ruby, who is a chatterbox', childAge: 6, pronouns: 'she', mainCharacter: 'her grandad' })
    expect(chooseVariants(tale, chatty)).toMatchObject({ quality: 'curious', qualityFine: 'chatty' })
    expect(told('Ruby, who is a chatterbox')).toMatch(/Ruby chatted, soft and low/)
    expect(told('Ruby, who is curious')).toMatch(/"Go on," whispered Ruby/)
    expect(told('Ruby, who is curious')).not.toMatch(/chatted/)
  })

  it('wins the worry kinds gently, never naming a flaw', () => {
    expect(told('Ruby, who gets cross when she loses')).toMatch(/this race was won by waiting/)
    expect(told('Ruby, who is a worrier')).toMatch(/brave in the quietest way/)
  })

  it("falls back to the kind's line where a passage has no finer one", () => {
    const plain = parseTale('plain', readFileSync('app/themes/time-travel/2.md', 'utf8').replace(/^chatty: .*\n/gm, ''))
    const text = tell(
      plain,
      'time-travel',
      listenerFor({ childName: 'Ruby, who is a chatterbox', childAge: 6, pronouns: 'she', mainCharacter: 'her grandad' }),
      3,
    )
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).toMatch(/"Go on," whispered Ruby/)
  })
})

describe('the story check', () => {
  it('asks every quality passage for a line for each finer quality', () => {
    const source = readFileSync('app/themes/time-travel/2.md', 'utf8')
    expect(checkTale(parseTale('time-travel/2', source)).problems.filter((p) => /has no line for/.test(p.message))).toEqual([])
    const missing = checkTale(parseTale('time-travel/2', source.replace(/^competitive: .*\n/gm, ''))).problems
    expect(missing.map((p) => p.message)).toContain('{{quality}} has no line for competitive')
  })

  it("asks the last page of every 5-8 and 9-12 telling to recognise the child's way", () => {
    const source = readFileSync('app/themes/time-travel/2.md', 'utf8')
    const recognise = (text: string) =>
      checkTale(parseTale('time-travel/2', text))
        .problems.filter((p) => /recognise the child's way/.test(p.message))
        .map((p) => p.where)
    expect(recognise(source)).toEqual([])
    const without = source.replace(/\{\{quality #proud[\s\S]*?\}\}\n/, '').replace('{{#proud}}\n', '')
    expect(recognise(without)).toEqual(['ages 5-8', 'ages 9-12'])
  })

  it('tells the chatterbox her own line again at the end', () => {
    const listener = listenerFor({
      childName: 'Ava, who is a real chatterbox',
      childAge: 7,
      pronouns: 'she',
      mainCharacter: 'her dog, Biscuit',
    })
    const last = tell(parseTale('time-travel/2', readFileSync('app/themes/time-travel/2.md', 'utf8')), 'time-travel', listener, 1).pages.at(
      -1,
    )
    expect(last?.text).toMatch(/"Hello, little one," Ava told the footprint softly/)
  })
})

describe('the quality the parent said most', () => {
  const choiceFor = (childName: string) =>
    chooseVariants(
      parseTale('farm-life/4', readFileSync('app/themes/farm-life/4.md', 'utf8')),
      listenerFor({ childName, childAge: 6, pronouns: 'he', mainCharacter: 'a goat' }),
    ).quality

  it('is told where a passing word came first ("loud and funny, always telling jokes" is funny, not brave)', () => {
    expect(choiceFor('Hugo, loud and funny, always telling jokes')).toBe('funny')
    expect(choiceFor('Hugo, loud and brave')).toBe('brave')
  })

  it('keeps a quality with trailing words the parent meant as one ("kind and bossy in equal parts")', () => {
    const qualities = parseChild('Layla, kind and bossy in equal parts', 'she', 7).traits.filter((t) => t.kind === 'quality')
    expect(qualities.map((t) => t.kind === 'quality' && t.quality)).toEqual(['kind', 'determined'])
  })
})
