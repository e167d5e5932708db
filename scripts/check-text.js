#!/usr/bin/env node
// Keeps comments and docs self-contained: no text in the repository may cite a
// document that lives outside it (design notes, a specification, an issue
// tracker, a sibling folder). Say the rule itself instead of where it came from.
// Scans the tracked source and docs; prints file:line for every hit and exits 1.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const EXTENSIONS = /\.(ts|tsx|js|mjs|md|json|sql)$/
const EXCLUDED = [
  /(^|\/)node_modules\//,
  /(^|\/)package-lock\.json$/,
  /^bench\/minimal-rr7\//,
  /^tests\/fixtures\//,
  /^scripts\/check-text\.js$/, // the patterns below would match themselves
]
const PATTERNS = [
  // The outside notes by number ("DECISIONS 4") or by their upper-case file name. The project's own
  // docs/decisions.md is lower case and may be cited by section name.
  { name: 'DECISIONS reference', re: /\bDECISIONS(\.md)?\s*§?\s*\d/i },
  { name: 'DECISIONS reference', re: /\bDECISIONS\b/ },
  { name: 'SPEC reference', re: /\bSPEC('s)?(\.md)?(\s+(point|section)?\s*§?\s*|\s*§\s*)\d/i },
  { name: 'SPEC reference', re: /\bSPEC\.md\b/i },
  { name: 'SPEC reference', re: /\bSPEC\b|\bthe spec('s)? (says|gives|requires|describes)|\bas the spec\b|\bspec's\b/ },
  { name: 'sibling folder', re: /\.\.\/shared\// },
  { name: 'issue reference', re: /\bissues? #?\d+\b/i },
]

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && EXTENSIONS.test(f) && !EXCLUDED.some((re) => re.test(f)))

const hits = []
for (const file of files) {
  let text
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    continue // tracked but deleted in the work tree
  }
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    for (const { name, re } of PATTERNS) {
      if (re.test(lines[i])) {
        hits.push(`${file}:${i + 1}: ${name}: ${lines[i].trim().slice(0, 160)}`)
        break
      }
    }
  }
}

if (hits.length > 0) {
  console.error(`check-text: ${hits.length} reference(s) to documents outside the repository; state the rule itself instead:`)
  for (const hit of hits) console.error(`  ${hit}`)
  process.exit(1)
}
console.log(`check-text: ${files.length} files, no outside references`)
