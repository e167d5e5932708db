// Writes the 99 bundled placeholder avatars public/avatars/{1..99}.svg (docs/decisions.md, 'Avatars').
// Deterministic: the same number always gives the same friendly face. Run: node scripts/make-avatars.js
import fs from 'node:fs'
import path from 'node:path'

const backgrounds = ['#fde68a', '#fecaca', '#bbf7d0', '#bfdbfe', '#ddd6fe', '#fbcfe8', '#fed7aa', '#a5f3fc', '#d9f99d']
const skins = ['#f9d7b5', '#eec19b', '#d69c74', '#b8794f', '#8d5a3b', '#6b4226']
const hairs = ['#2d1f14', '#6b3e26', '#b45309', '#facc15', '#9ca3af', '#7c2d12', '#111827']
const mouths = ['M40 62 Q50 72 60 62', 'M42 63 Q50 69 58 63', 'M41 61 Q50 74 59 61 Z']
const hairShapes = [
  (c) => `<path d="M24 44 Q26 18 50 17 Q74 18 76 44 Q68 30 50 30 Q32 30 24 44Z" fill="${c}"/>`,
  (c) => `<path d="M22 50 Q20 16 50 15 Q80 16 78 50 L72 40 Q60 28 50 34 Q40 28 28 40Z" fill="${c}"/>`,
  (c) =>
    `<circle cx="34" cy="26" r="10" fill="${c}"/><circle cx="50" cy="21" r="11" fill="${c}"/><circle cx="66" cy="26" r="10" fill="${c}"/>`,
  (c) =>
    `<path d="M24 46 Q24 18 50 18 Q76 18 76 46 Q76 34 60 30 L50 36 L42 29 Q26 32 24 46Z" fill="${c}"/><circle cx="78" cy="46" r="6" fill="${c}"/><circle cx="22" cy="46" r="6" fill="${c}"/>`,
]

const out = path.resolve('public/avatars')
fs.mkdirSync(out, { recursive: true })
for (let n = 1; n <= 99; n++) {
  const pick = (list, salt) => list[(n * 7 + salt * 13 + Math.floor(n / list.length)) % list.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
<rect width="100" height="100" fill="${pick(backgrounds, 1)}"/>
<circle cx="50" cy="50" r="27" fill="${pick(skins, 2)}"/>
${pick(hairShapes, 3)(pick(hairs, 4))}
<circle cx="40" cy="49" r="3.5" fill="#2d1f14"/><circle cx="60" cy="49" r="3.5" fill="#2d1f14"/>
<circle cx="34" cy="58" r="4" fill="#f87171" opacity=".35"/><circle cx="66" cy="58" r="4" fill="#f87171" opacity=".35"/>
<path d="${pick(mouths, 5)}" stroke="#7c2d12" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M26 100 Q28 80 50 80 Q72 80 74 100Z" fill="${pick(backgrounds, 6)}" stroke="#00000020"/>
</svg>
`
  fs.writeFileSync(path.join(out, `${n}.svg`), svg)
}
console.log(`wrote 99 avatars to ${out}`)
