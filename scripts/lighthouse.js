// `npm run lighthouse`: Lighthouse 12 (mobile, default simulated throttling) with Debian's Chromium
// against the built app. Budgets: performance >= 95 and accessibility 100 on
// /, /auth, /story/{sample id}, /library and /create. Prints the scores, the failing audits with
// their elements, and exits 1 when a page misses a budget. Full reports are kept as JSON.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/app-process.js'
import { startDemoApp } from './lib/demo-app.js'

const BUDGET = { performance: 95, accessibility: 100 }

const app = await startDemoApp({ samples: 4 })
let chrome
const stopAll = async () => {
  await chrome?.kill()
  await app.stop()
}
process.once('SIGINT', () => stopAll().finally(() => process.exit(130)))
process.once('SIGTERM', () => stopAll().finally(() => process.exit(143)))

const pages = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: `/story/${app.sampleId}`, label: '/story/{sample id}', signedIn: false },
  { path: '/library', signedIn: true },
  { path: '/create', signedIn: true },
]

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-lighthouse-'))
const results = []
try {
  for (const page of pages) {
    const label = page.label ?? page.path
    const lhr = await audit(page, label)
    fs.writeFileSync(path.join(reportDir, `${label.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`), JSON.stringify(lhr))
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const result = {
      label,
      path: page.path,
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      lhr,
    }
    result.pass = !lhr.runtimeError && result.performance >= BUDGET.performance && result.accessibility >= BUDGET.accessibility
    results.push(result)
    console.info(`[lighthouse] ${label}: performance ${result.performance}, accessibility ${result.accessibility}`)
  }
} finally {
  await stopAll()
}

console.info('')
console.info(`Budgets: performance >= ${BUDGET.performance}, accessibility = ${BUDGET.accessibility} (mobile, simulated throttling)`)
console.info('')
console.info(`${'page'.padEnd(22)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)}  result`)
for (const r of results) {
  const moved = new URL(r.finalUrl).pathname !== r.path
  console.info(
    `${r.label.padEnd(22)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)}  ${r.pass ? 'PASS' : 'FAIL'}${r.lhr.runtimeError ? ` (${r.lhr.runtimeError.code})` : ''}${moved ? `  (ended at ${r.finalUrl})` : ''}`,
  )
}

for (const r of results) {
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    .map(
      (id) =>
        `${id
          .split('-')
          .map((w) => w[0].toUpperCase())
          .join('')} ${r.lhr.audits[id]?.displayValue ?? '-'}`,
    )
    .join(', ')
  console.info(`\n${r.label}: ${metrics}`)
  const failing = failingAudits(r.lhr)
  for (const line of failing) console.info(`  ${line}`)
}
console.info(`\nFull reports: ${reportDir}`)

// LIGHTHOUSE_SUMMARY=<file>: the scores and main metrics as JSON, for `npm run bench`.
if (process.env.LIGHTHOUSE_SUMMARY) {
  const summary = results.map((r) => ({
    page: r.label,
    performance: r.performance,
    accessibility: r.accessibility,
    pass: r.pass,
    metrics: Object.fromEntries(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'unused-javascript'].map((id) => [
        id,
        r.lhr.audits[id]?.displayValue ?? null,
      ]),
    ),
  }))
  fs.writeFileSync(process.env.LIGHTHOUSE_SUMMARY, JSON.stringify({ budget: BUDGET, reportDir, pages: summary }, null, 2))
}

const failed = results.filter((r) => !r.pass)
if (failed.length > 0) {
  console.error(`\nFAIL: ${failed.map((r) => r.label).join(', ')}`)
  process.exit(1)
}
console.info('\nPASS: every page within budget')

/**
 * One Lighthouse run in a fresh Chromium (as the CLI does). A run whose trace came out broken
 * (a runtimeError such as NO_NAVSTART, which Lighthouse itself says to re-run) is tried again.
 */
async function audit(page, label) {
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(page.signedIn ? { extraHeaders: { Cookie: app.cookie } } : {}),
  }
  let lhr
  for (let attempt = 1; attempt <= 3; attempt++) {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
    try {
      const run = await lighthouse(app.url + page.path, { ...flags, port: chrome.port })
      if (!run) throw new Error(`no Lighthouse result for ${label}`)
      lhr = run.lhr
    } finally {
      await chrome.kill()
      chrome = undefined
    }
    if (!lhr.runtimeError) break
    console.error(`[lighthouse] ${label}: ${lhr.runtimeError.code} (attempt ${attempt} of 3)`)
  }
  return lhr
}

/** Accessibility audits that failed (with their elements), then the performance metrics and opportunities that lose points. */
function failingAudits(lhr) {
  const lines = []
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue
    const nodes = (audit.details?.items ?? []).map((item) => item.node?.selector).filter(Boolean)
    lines.push(
      `a11y ${audit.id}: ${audit.title}${nodes.length ? ` — ${nodes.slice(0, 6).join(' | ')}${nodes.length > 6 ? ` (+${nodes.length - 6})` : ''}` : ''}`,
    )
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue
    lines.push(`perf ${audit.id}: ${audit.displayValue ?? ''} (score ${Math.round(audit.score * 100)})`)
  }
  for (const audit of Object.values(lhr.audits)) {
    const savings = audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? 0
    if (audit.details?.type === 'opportunity' && savings >= 100)
      lines.push(`perf opportunity ${audit.id}: ${audit.title}, ~${Math.round(savings)} ms`)
  }
  return lines
}
