// `npm run screenshots`: full-page screenshots of every page at 375 px and 1280 px, taken from the
// running app (built when there is no build) with Debian's Chromium, into docs/screenshots/.
// Signed-in pages are shot as a verified parent with one story; the others as a visitor. Four
// pages of the story's square picture book (PDF), with a dedication, are rendered with pdftoppm
// (poppler-utils) when it is installed.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, root } from './lib/app-process.js'
import { startDemoApp } from './lib/demo-app.js'

const OUT = path.join(root, 'docs/screenshots')
const MAX_BYTES = 400 * 1024
const WIDTHS = { 375: { width: 375, height: 812 }, 1280: { width: 1280, height: 800 } }

/**
 * name, path, whether signed in, a caption for the README, what to do before the shot, and
 * `{ firstScreen: true }` for the screen as it opens (the viewport) instead of the whole page.
 */
const pages = (storyId, resetToken, shareToken, voiceId) => [
  ['home', '/', false, 'Home'],
  ['auth', '/auth', false, 'Sign in'],
  ['auth-register', '/auth?tab=register', false, 'Register'],
  ['forgot-password', '/forgot-password', false, 'Forgot password'],
  ['reset-password', `/reset-password/${resetToken}`, false, 'Choose a new password (the emailed reset link)'],
  ['create', '/create', true, 'Create a story (signed in, verified): your children, story ideas, the look picker'],
  [
    'create-look',
    `/create?${new URLSearchParams({ childName: 'Zuri, who is curious and loves the stars', childAge: '7', pronouns: 'she', mainCharacter: 'her grandpa', theme: 'space', 'hero.skinTone': '5', 'hero.hairStyle': 'braids', 'hero.hairColor': 'black', 'hero.glasses': 'on', preview: '1' })}`,
    true,
    "Create, after 'Preview' without JavaScript: the theme's story ideas and the hero as chosen",
  ],
  ['story', `/story/${storyId}`, true, 'A finished story in the reader (its owner): picture, narration, text, page controls, page tools'],
  [
    'story-first-screen',
    `/story/${storyId}?page=2`,
    true,
    'The reader’s first screen, as a parent reading aloud sees it: five lines of text above the page bar',
    undefined,
    { firstScreen: true },
  ],
  ['story-end', `/story/${storyId}?page=end`, true, 'The End: read again, create another story, rename, new version, delete'],
  [
    'story-book',
    `/story/${storyId}?page=end`,
    true,
    'The book to print: its page size and a dedication (a plain GET form)',
    (page) => page.locator('summary', { hasText: 'Book (PDF)' }).first().click(),
  ],
  ['story-rename', `/story/${storyId}/rename`, true, 'Rename a story'],
  ['story-share', `/story/${storyId}/share`, true, 'Share a story: make a private link with a note, the links that work, turn one off'],
  [
    'story-share-made',
    `/story/${storyId}/share`,
    true,
    'Share a story, a link just made: the whole link, Copy, and the phone’s share sheet where there is one',
    async (page) => {
      await page.getByLabel('A note for them (optional)').fill(SHARE_NOTE)
      await page.getByRole('button', { name: 'Make a link' }).click()
      await page.getByRole('button', { name: 'Copy link' }).waitFor()
    },
  ],
  ['story-voices', `/story/${storyId}/voices`, true, 'Voices: add one, record it here, or send a recording link'],
  [
    'story-voice-record',
    `/story/${storyId}/voices/${voiceId}`,
    true,
    "Recording Grandma's voice: each page's text, its take, and the recorder",
  ],
  ['story-voice-reader', `/story/${storyId}?voice=${voiceId}`, true, "The reader with Grandma's voice chosen"],
  ['story-new-version', `/story/${storyId}/new-version`, true, 'New version: what it costs, then a new telling'],
  ['story-delete', `/story/${storyId}/delete`, true, 'Delete a story: the confirm page without JavaScript'],
  ['library', '/library', true, 'My Story Library'],
  [
    'library-menu',
    '/library',
    true,
    "My Story Library with a card's menu open: Rename, New version, Delete",
    (page) => page.locator('summary[aria-label^="More actions"]').first().click(),
  ],
  ['profile', '/profile', true, 'Profile: avatar picker, password, delete account'],
  // Last of the signed-in pages: the bedtime cookie it sets would dim the story pages after it.
  [
    'story-bedtime-first-screen',
    `/story/${storyId}?bedtime=1&page=2`,
    true,
    'Bedtime’s first screen: the sleep timer under the player, the text above the page bar',
    undefined,
    { firstScreen: true },
  ],
  [
    'story-bedtime',
    `/story/${storyId}?bedtime=1&page=2`,
    true,
    'Bedtime mode: the warm dark theme, the sleep timer by the player, no Delete',
  ],
  // After bedtime (turned off again): the reading options it sets would change the story pages after it.
  [
    'story-reading-options',
    `/story/${storyId}?bedtime=0&page=2&text=lg&dyslexic=1`,
    true,
    'Reading options open: large text and dyslexia-friendly letters chosen',
    (page) => page.getByLabel('Reading options', { exact: true }).click(),
    { firstScreen: true },
  ],
  ['privacy-policy', '/privacy-policy', false, 'Privacy Policy'],
  ['terms-of-service', '/terms-of-service', false, 'Terms of Service'],
  ['verify-email', '/verify-email', false, 'Verify email without a token'],
  ['not-found', '/no-such-page', false, '404 - Page Not Found'],
  ['shared-story', `/s/${shareToken}`, false, 'A story opened through its share link (no account)'],
]

const BOOK_DEDICATION = 'For our bravest reader,\nwith love from Mum and Dad'
const SHARE_NOTE = 'Grandma, this is the one we read on Sunday. Love from us all'
const app = await startDemoApp({ samples: 4 })
const resetToken = await app.resetToken()
const asParent = (pathname, init = {}) =>
  fetch(app.url + pathname, { ...init, headers: { Cookie: app.cookie, Origin: app.url, 'Content-Type': 'application/json' } })
const shareToken = (
  await (
    await asParent(`/api/stories/${app.storyId}/shares`, { method: 'POST', body: JSON.stringify({ expiresInDays: 30, note: SHARE_NOTE }) })
  ).json()
).url.split('/s/')[1]
const voiceId = await addVoice()
const stopApp = () => app.stop().finally(() => process.exit(130))
process.once('SIGINT', stopApp)
process.once('SIGTERM', stopApp)
let browser
const shots = []
try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  fs.mkdirSync(OUT, { recursive: true })
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce', deviceScaleFactor: 1 })
      if (signedIn) {
        const cookies = app.cookie.split('; ').map((pair) => {
          const eq = pair.indexOf('=')
          return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: app.url }
        })
        await context.addCookies(cookies)
      }
      const page = await context.newPage()
      for (const [name, pathname, needsUser, caption, prepare, { firstScreen = false } = {}] of pages(
        app.storyId,
        resetToken,
        shareToken,
        voiceId,
      )) {
        if (needsUser !== signedIn) continue
        const file = `${name}-${size}.png`
        const res = await page.goto(app.url + pathname, { waitUntil: 'load' })
        await settle(page)
        if (prepare) await prepare(page)
        if (firstScreen) await page.evaluate(() => window.scrollTo(0, 0))
        const bytes = await shrink(await page.screenshot({ fullPage: !firstScreen, animations: 'disabled', caret: 'hide' }))
        fs.writeFileSync(path.join(OUT, file), bytes)
        shots.push({ name, pathname, size, file, caption, status: res?.status() ?? 0, kb: Math.round(bytes.byteLength / 1024) })
        console.info(`[screenshots] ${file}: ${pathname} (${res?.status()}) ${Math.round(bytes.byteLength / 1024)} KB`)
      }
      await context.close()
    }
  }
  await bookPages()
  writeReadme()
} finally {
  await browser?.close()
  await app.stop()
}

/** Grandma's voice with page 1 recorded (a second of a gentle tone, as a WAV file). */
async function addVoice() {
  const headers = { Cookie: app.cookie, Origin: app.url }
  await fetch(`${app.url}/story/${app.storyId}/voices`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ intent: 'add', name: 'Grandma' }),
    redirect: 'manual',
  })
  const html = await (await fetch(`${app.url}/story/${app.storyId}/voices`, { headers })).text()
  const voiceId = /\/voices\/(\d+)"/.exec(html)?.[1]
  const rate = 16000
  const wav = Buffer.alloc(44 + rate * 2)
  wav.write('RIFFxxxxWAVEfmt ', 0)
  wav.writeUInt32LE(36 + rate * 2, 4)
  for (const [at, value, bytes] of [
    [16, 16, 4],
    [20, 1, 2],
    [22, 1, 2],
    [24, rate, 4],
    [28, rate * 2, 4],
    [32, 2, 2],
    [34, 16, 2],
  ])
    wav[bytes === 4 ? 'writeUInt32LE' : 'writeUInt16LE'](value, at)
  wav.write('data', 36)
  wav.writeUInt32LE(rate * 2, 40)
  for (let i = 0; i < rate; i++) wav.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 220 * i) / rate)), 44 + i * 2)
  const form = new FormData()
  form.set('intent', 'record')
  form.set('sequence', '1')
  form.set('audio', new Blob([wav], { type: 'audio/wav' }), 'page-1.wav')
  await fetch(`${app.url}/story/${app.storyId}/voices/${voiceId}`, { method: 'POST', headers, body: form, redirect: 'manual' })
  return voiceId
}

/** The cover, dedication and first spread of the story's square picture book, as PNGs (skipped without pdftoppm). */
async function bookPages() {
  const pdf = path.join(OUT, '.book.pdf')
  const query = new URLSearchParams({ size: 'square', dedication: BOOK_DEDICATION })
  fs.writeFileSync(pdf, Buffer.from(await (await asParent(`/api/stories/${app.storyId}/book.pdf?${query}`)).arrayBuffer()))
  try {
    // The cover, the dedication, and the first story page's spread (its picture, its text).
    for (const [i, n] of [1, 2, 4, 5].entries())
      execFileSync('pdftoppm', [
        '-r',
        '60',
        '-f',
        String(n),
        '-l',
        String(n),
        '-singlefile',
        '-png',
        pdf,
        path.join(OUT, `book-page-${i + 1}`),
      ])
    console.info('[screenshots] book-page-1.png … book-page-4.png: the square picture book (PDF)')
  } catch (error) {
    console.warn(`[screenshots] the picture book's pages were not rendered (pdftoppm: ${error.code ?? error.message})`)
  } finally {
    fs.rmSync(pdf, { force: true })
  }
}

/** Lets lazy images load (scrolls through the page), then waits for the network to go quiet. */
async function settle(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {})
  await page.evaluate(() => document.fonts?.ready)
  await page.waitForTimeout(300)
}

/** Keeps each PNG under ~400 KB: lossless first, then a 256-colour palette if still too big. */
async function shrink(png) {
  if (png.byteLength <= MAX_BYTES) return png
  const lossless = await sharp(png).png({ compressionLevel: 9, effort: 10 }).toBuffer()
  if (lossless.byteLength <= MAX_BYTES) return lossless
  return sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10, dither: 0.5 }).toBuffer()
}

function writeReadme() {
  const names = [...new Set(shots.map((s) => s.name))]
  const rows = names.map((name) => {
    const [narrow, wide] = [375, 1280].map((size) => shots.find((s) => s.name === name && Number(s.size) === size))
    const shown = narrow.pathname.replace(/\/story\/\d+/, '/story/{id}').replace(/\/reset-password\/.+/, '/reset-password/{token}')
    return `| ${narrow.caption} | \`${shown}\` | [375 px](${narrow.file}) | [1280 px](${wide.file}) |`
  })
  const gallery = names.map((name) => {
    const [narrow, wide] = [375, 1280].map((size) => shots.find((s) => s.name === name && Number(s.size) === size))
    return `### ${narrow.caption}\n\n<img src="${narrow.file}" width="187" alt="${narrow.caption} at 375 px"> <img src="${wide.file}" width="560" alt="${narrow.caption} at 1280 px">\n`
  })
  const readme = `# Screenshots

Every page at 375 px (phone) and 1280 px (desktop), full page, made from the running app by
\`npm run screenshots\` (offline story engine, 4 sample stories, a verified parent with one story;
reduced motion). Re-run it after changing the look of a page.

| Page | Path | Phone | Desktop |
| --- | --- | --- | --- |
${rows.join('\n')}

## The picture book (PDF)

\`GET /api/stories/{id}/book.pdf?size=square&dedication=…\`: the 21 × 21 cm picture book's cover and dedication,
then the first story page's spread (its picture, its text), rendered with pdftoppm at 60 dpi.

<img src="book-page-1.png" width="240" alt="The picture book's cover"> <img src="book-page-2.png" width="240" alt="The picture book's dedication">

<img src="book-page-3.png" width="240" alt="The first story page's picture, to the edges"><img src="book-page-4.png" width="240" alt="The first story page's text, facing its picture">

${gallery.join('\n')}`
  fs.writeFileSync(path.join(OUT, 'README.md'), readme)
  console.info(`[screenshots] ${shots.length} screenshots and README.md in ${path.relative(root, OUT)}/`)
}
