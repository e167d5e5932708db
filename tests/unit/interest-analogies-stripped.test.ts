/**
 * Tale lines the analogy stripping leaves broken. `withoutAnalogies` (tales/interest-links.ts) takes
 * ", as when {they|was} {interest.doing}" out of every telling, so a line written around that clause
 * ("space: {name} zipped in, as when {they|was} {interest.doing}: astronauts sleep strapped to walls.")
 * came out as "Sami zipped in: astronauts sleep strapped to walls.": a verb then a colon, with the
 * interest gone. This scan reads every `{{interest` line of every tale, band and interest kind, fills
 * it with each interest of its kind the lexicon knows, strips it as a telling does, and lists:
 * - colon: the clause went just before a colon, leaving "{name} zipped in: …";
 * - dangling: an "as", "like" or "when" left before a stop;
 * - dangling: also the word the comparison hung on, left alone ("quick as when …" → ", quick.");
 * - meaningless: three words or fewer left ("Sami straps on!").
 * The themes rewritten (`CLEAN`) must have none; the rest may not get worse.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INTEREST_KINDS } from '~/.server/generation/profile/lexicon'
import { INTEREST_FACTS } from '~/.server/generation/profile/interests'
import { withoutAnalogies } from '~/.server/generation/tales/interest-links'

const THEMES = join(process.cwd(), 'app/themes')
/** Themes whose interest lines have been rewritten to say something true without the clause. */
const CLEAN = ['space']
/** Broken lines left in the other themes (to go down as they are rewritten, never up). */
const LEFT = 121

type Found = { file: string; band: string; kind: string; line: string; told: string; why: string }

/** Every `kind: line` inside a `{{interest` block, with its band. */
function interestLines(text: string): Array<{ band: string; kind: string; line: string }> {
  const found: Array<{ band: string; kind: string; line: string }> = []
  let band = ''
  let inside = false
  for (const raw of text.split('\n')) {
    const band0 = /^\[(\d+-\d+)\]\s*$/.exec(raw)
    if (band0) band = band0[1] as string
    if (/^\{\{interest\b/.test(raw)) inside = true
    else if (inside && /^\}\}/.test(raw)) inside = false
    else if (inside) {
      const m = /^([a-z*]+):\s*(.*)$/.exec(raw)
      if (m) found.push({ band, kind: m[1] as string, line: m[2] as string })
    }
  }
  return found
}

/** The line as a telling fills it (roughly), for a child called Sami, "she". */
function filled(line: string, noun: string, doing: string): string {
  return line
    .replaceAll('{interest.doing}', doing)
    .replaceAll('{interest}', noun)
    .replace(/\{(?:they|They)\|was\}/g, (t) => (t.startsWith('{T') ? 'She was' : 'she was'))
    .replace(/\{(?:they|They)\|\w+\}/g, 'she does')
    .replace(/\{they're\}/g, "she's")
    .replace(/\{They're\}/g, "She's")
    .replaceAll('{name}', 'Sami')
    .replaceAll("{name's}", "Sami's")
    .replace(/\{(?:their|them)\}/g, 'her')
    .replace(/\{(?:they)\}/g, 'she')
    .replace(/\{They\}/g, 'She')
    .replace(/\{[^}]*\}/g, 'Bo')
}

const sentences = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/).map((t) => t.trim())
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length

/** What is wrong with the sentences the stripping changed: '' where they still read. */
function broken(before: string, told: string): string {
  const was = new Set(sentences(before))
  const why = new Set<string>()
  for (const sentence of sentences(told)) {
    if (was.has(sentence)) continue
    // "Sami zipped in: astronauts sleep strapped to walls.": a verb, then the colon.
    const colon = /^(?:[^:"“]*?[.!?]\s+)?([^:"“.!?]*):/.exec(sentence)
    const says =
      /\b(?:says|said|reads|read|chants|chanted|sings|sang|calls|called|shouts|shouted|whispers|whispered|giggles|giggled|counts|counted|spells|spelled|hums|hummed)$/
    const after = sentence.slice((colon?.index ?? 0) + (colon?.[0].length ?? 0)).trim()
    if (colon && words(colon[1] as string) <= 3 && !says.test((colon[1] as string).trim()) && !/^["“]/.test(after)) why.add('colon')
    // "…, like when." "…, as!": a comparison with nothing to compare.
    if (/\b(?:as|like|when|than)\s*(?:[.!?,:;]|$)/i.test(sentence)) why.add('dangling')
    // "quick as when she was X." is "…, quick.": the word the comparison hung on, left alone.
    const left = /, (\p{L}+)(?=[.!?:;])/u.exec(sentence)
    if (left && new RegExp(`\\b${left[1]} (?:as|like) (?:when|if)\\b`, 'i').test(before)) why.add('dangling')
    // "Sami straps on!" and nothing else: too little left to say anything.
    if (words(told) <= 3) why.add('meaningless')
  }
  return [...why].join('+')
}

function scan(): Found[] {
  const found: Found[] = []
  const seen = new Set<string>()
  for (const theme of readdirSync(THEMES)) {
    let files: string[]
    try {
      files = readdirSync(join(THEMES, theme)).filter((f) => /^\d+\.md$/.test(f))
    } catch {
      continue
    }
    for (const file of files) {
      const text = readFileSync(join(THEMES, theme, file), 'utf8')
      for (const { band, kind, line } of interestLines(text)) {
        if (!line.includes('{interest')) continue
        const kinds = INTEREST_KINDS.includes(kind as never) ? [kind] : INTEREST_KINDS
        for (const [noun, facts] of Object.entries(INTEREST_FACTS)) {
          if (!kinds.includes(facts.kind)) continue
          const before = filled(line, noun, facts.doing)
          const told = withoutAnalogies(before, facts.doing, { noun })
          if (told === before) continue
          const why = broken(before, told)
          if (!why) continue
          const key = `${theme}/${file}|${band}|${kind}|${line}`
          if (seen.has(key)) continue
          seen.add(key)
          found.push({ file: `${theme}/${file}`, band, kind, line, told, why })
        }
      }
    }
  }
  return found
}

describe('the doing itself is kept whole', () => {
  it('never takes "as superheroes" out of "dressing up as superheroes"', () => {
    const doing = 'dressing up as superheroes'
    const noun = 'superheroes'
    expect(withoutAnalogies('Sami is dressing up as superheroes.', doing, { noun })).toBe('Sami is dressing up as superheroes.')
    expect(withoutAnalogies('Sami runs out from dressing up as superheroes.', doing, { noun })).toBe(
      'Sami runs out from dressing up as superheroes.',
    )
    expect(withoutAnalogies('Sami looked, like with superheroes.', doing, { noun })).toBe('Sami looked.')
  })
})

describe('interest lines with the analogy taken out', () => {
  const found = scan()
  it('lists what the stripping leaves broken', () => {
    if (process.env.LIST_STRIPPED)
      console.log(found.map((f) => `${f.file} [${f.band}] ${f.kind} (${f.why}): ${f.line}\n    → ${f.told}`).join('\n'))
    expect(found.length).toBeGreaterThanOrEqual(0)
  })
  it.each(CLEAN)('leaves no %s line broken', (theme) => {
    expect(found.filter((f) => f.file.startsWith(`${theme}/`)).map((f) => `${f.file} ${f.kind}: ${f.told}`)).toEqual([])
  })
  it('leaves no more broken lines elsewhere than before', () => {
    expect(found.filter((f) => !CLEAN.some((t) => f.file.startsWith(`${t}/`))).length).toBeLessThanOrEqual(LEFT)
  })
})
