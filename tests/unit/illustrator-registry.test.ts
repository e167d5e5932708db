import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DRAWN, resolveEntry } from '~/.server/generation/offline/illustrator'
import { PLACE_RECIPES } from '~/.server/generation/offline/illustrator/places'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { objectsDrawn } from '~/.server/generation/profile/subjects'

const FOLDER = path.join('app', '.server', 'generation', 'offline', 'illustrator')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('the illustrator registry', () => {
  it('lists every drawn name once, A to Z', () => {
    const names = [...DRAWN.keys()]
    expect(names.length).toBeGreaterThan(1500)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(DRAWN.get('lantern')).toMatchObject({ from: 'NOUNS', entry: { kind: 'prop', prop: { where: 'ground' } } })
    expect(DRAWN.get('volcano')).toMatchObject({ entry: { kind: 'prop', prop: { where: 'landmark' } } })
  })

  it('says which name and table a phrase resolved through', () => {
    expect(resolveEntry('three tin cans')).toMatchObject({ name: 'tin can', from: 'NOUNS', count: 3 })
    expect(resolveEntry('grandma')).toMatchObject({ name: 'grandma', from: 'companion kinds' })
    expect(resolveEntry('the farmer')).toMatchObject({ name: 'farmer', from: 'ROLE_PEOPLE' })
  })

  it('draws every object a story page names', () => {
    const missing = new Set<string>()
    let pages = 0
    for (const { theme, n } of allTales())
      for (const page of taleFor(theme, n)?.pages ?? []) {
        pages++
        // A tale's own `{subject}` is each instrument of its family, as drawn.
        for (const noun of objectsDrawn(page.scene.objects, taleFor(theme, n)?.subject))
          if (!resolveEntry(noun)) missing.add(`${theme}/${n}: ${noun}`)
      }
    expect(pages).toBeGreaterThan(1000)
    expect([...missing]).toEqual([])
  })

  it('lists the places A to Z', () => {
    const ids = Object.keys(PLACE_RECIPES)
    expect(ids).toEqual([...ids].sort())
  })

  it('is entered only through its index from the rest of the app', () => {
    const inside = path.resolve(FOLDER)
    const offenders = sourceFiles('app')
      .filter((file) => !path.resolve(file).startsWith(inside + path.sep))
      .filter((file) => /offline\/illustrator\/(?!index['"])[\w-]+['"]/.test(fs.readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
