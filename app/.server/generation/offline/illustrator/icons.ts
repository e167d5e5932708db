import fs from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The emoji icon pack: Fluent Emoji Flat by Microsoft (MIT licence), shipped as Iconify JSON in
 * @iconify-json/fluent-emoji-flat. The file is about 9 MB, so it is read once, lazily, on the first
 * picture, and kept in a module-level cache.
 */

type IconData = { body: string; width?: number; height?: number; left?: number; top?: number }
type IconSet = {
  icons: Record<string, IconData>
  aliases?: Record<string, { parent: string; hFlip?: boolean }>
  width?: number
  height?: number
}

let cache: IconSet | undefined

function iconSet(): IconSet {
  if (!cache) {
    const require = createRequire(import.meta.url)
    const file = require.resolve('@iconify-json/fluent-emoji-flat/icons.json')
    cache = JSON.parse(fs.readFileSync(file, 'utf8')) as IconSet
  }
  return cache
}

export function hasIcon(name: string): boolean {
  return Object.hasOwn(iconSet().icons, name)
}

/** Makes every id inside an embedded SVG fragment unique to this placement, so two copies never clash. */
export function prefixIds(markup: string, prefix: string): string {
  return markup
    .replace(/\bid="([^"]+)"/g, (_, id: string) => `id="${prefix}-${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}-${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${prefix}-${id}"`)
}

export type IconPlacement = {
  x: number
  y: number
  size: number
  flip?: boolean
  rotate?: number
  opacity?: number
  /** Fills repainted: the icon's own colour (lower case, as in the set) to ours (a yellow duck, a blue penguin). */
  paint?: Readonly<Record<string, string>>
}

/**
 * One emoji as a nested <svg> with x/y/width/height (librsvg renders these well). `name` must be a
 * name from our own tables (never request text); unknown names draw nothing.
 */
export function iconSvg(name: string, at: IconPlacement, idPrefix: string): string {
  const set = iconSet()
  const icon = set.icons[name]
  if (!icon) return ''
  const w = icon.width ?? set.width ?? 32
  const h = icon.height ?? set.height ?? 32
  const paint = at.paint
  const painted = paint
    ? icon.body.replace(/fill="(#[0-9a-fA-F]{3,6})"/g, (m, c: string) => (paint[c.toLowerCase()] ? `fill="${paint[c.toLowerCase()]}"` : m))
    : icon.body
  const body = prefixIds(painted, idPrefix)
  // A plain group, not a nested <svg>: no viewport clip, so the renderer needs no extra layer.
  const k = at.size / Math.max(w, h)
  const flip = at.flip ? ` translate(${w} 0) scale(-1 1)` : ''
  const left = icon.left ?? 0
  const top = icon.top ?? 0
  const shift = left || top ? ` translate(${-left} ${-top})` : ''
  const rotate = at.rotate ? `rotate(${round(at.rotate)} ${round(at.x + at.size / 2)} ${round(at.y + at.size / 2)}) ` : ''
  const g = `<g transform="${rotate}translate(${round(at.x)} ${round(at.y)}) scale(${round(k * 1000) / 1000})${flip}${shift}">${body}</g>`
  return at.opacity !== undefined && at.opacity < 1 ? `<g opacity="${round(at.opacity)}">${g}</g>` : g
}

export function round(value: number): number {
  return Math.round(value * 10) / 10
}
