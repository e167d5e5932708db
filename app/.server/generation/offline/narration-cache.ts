import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Narration, Narrator } from '../types'

/**
 * The offline narrator's clips, kept on disk by what they say: the same words at the same pace
 * always make the same clip, so a page told again (a story retried after a crash, a sample made
 * again, a new version whose page did not change) is not spoken again, which costs about half a
 * second of a core per page. The key is the text, the pace, and the narrator's own code and eSpeak
 * version, so a change to either never reuses an old clip. Writes are atomic (a temporary file,
 * then a rename), so several processes can share one folder. The folder is kept under its size by
 * removing the least recently used clips (a hit touches its file).
 */
const WORKER_FILE = path.resolve(process.cwd(), 'app/.server/generation/offline/narrator-worker.js')
const ESPEAK_PACKAGE = path.resolve(process.cwd(), 'node_modules/@echogarden/espeak-ng-emscripten/package.json')

/** What makes a clip besides its words: the worker's code (voice, rates, encoder) and eSpeak's version. */
function engineVersion(): string {
  const hash = createHash('sha256')
  for (const file of [WORKER_FILE, ESPEAK_PACKAGE]) hash.update(fs.existsSync(file) ? fs.readFileSync(file) : file)
  return hash.digest('hex')
}

type Meta = { durationSeconds: number; words: Narration['words'] }

export function cachedNarrator(narrator: Narrator, folder: string, maxBytes: number): Narrator {
  const version = engineVersion()
  let bytes: number | null = null // the folder's size, counted on first use
  const keyOf = (text: string, pace: string) => createHash('sha256').update(`${version}\n${pace}\n${text}`).digest('hex')
  const filesOf = (key: string) => {
    const dir = path.join(folder, key.slice(0, 2))
    return { dir, audio: path.join(dir, `${key}.mp3`), meta: path.join(dir, `${key}.json`) }
  }

  function read(key: string): Narration | null {
    const files = filesOf(key)
    try {
      const meta = JSON.parse(fs.readFileSync(files.meta, 'utf8')) as Meta
      const data = fs.readFileSync(files.audio)
      const now = new Date()
      fs.utimesSync(files.meta, now, now)
      return { data, contentType: 'audio/mpeg', extension: 'mp3', durationSeconds: meta.durationSeconds, words: meta.words }
    } catch {
      return null // not kept, or removed by another process meanwhile
    }
  }

  function write(key: string, narration: Narration) {
    const files = filesOf(key)
    try {
      fs.mkdirSync(files.dir, { recursive: true })
      const meta = JSON.stringify({ durationSeconds: narration.durationSeconds, words: narration.words } satisfies Meta)
      // The clip first, its description last: a clip counts as kept once its .json is there.
      for (const [file, content] of [
        [files.audio, narration.data],
        [files.meta, meta],
      ] as const) {
        const partial = `${file}.${process.pid}.partial`
        fs.writeFileSync(partial, content)
        fs.renameSync(partial, file)
      }
      bytes = (bytes ?? folderSize()) + narration.data.length + meta.length
      if (bytes > maxBytes) trim()
    } catch {
      // A full disk or a read-only folder: the story is narrated all the same, only not kept.
    }
  }

  function clips(): Array<{ key: string; dir: string; size: number; used: number }> {
    if (!fs.existsSync(folder)) return []
    const found = []
    for (const sub of fs.readdirSync(folder)) {
      const dir = path.join(folder, sub)
      for (const name of fs.readdirSync(dir)) {
        if (!name.endsWith('.json')) continue
        const key = name.slice(0, -'.json'.length)
        try {
          const meta = fs.statSync(path.join(dir, name))
          const audio = fs.statSync(path.join(dir, `${key}.mp3`))
          found.push({ key, dir, size: meta.size + audio.size, used: meta.mtimeMs })
        } catch {}
      }
    }
    return found
  }

  function folderSize() {
    return clips().reduce((sum, clip) => sum + clip.size, 0)
  }

  /** Down to three quarters of the limit, least recently used first, so it is not trimmed at every clip. */
  function trim() {
    const all = clips().sort((a, b) => a.used - b.used)
    let total = all.reduce((sum, clip) => sum + clip.size, 0)
    for (const clip of all) {
      if (total <= maxBytes * 0.75) break
      for (const ext of ['json', 'mp3']) fs.rmSync(path.join(clip.dir, `${clip.key}.${ext}`), { force: true })
      total -= clip.size
    }
    bytes = total
  }

  return {
    async narrate(text, signal, options) {
      const key = keyOf(text, options?.pace ?? 'natural')
      const kept = read(key)
      if (kept) return kept
      const narration = await narrator.narrate(text, signal, options)
      write(key, narration)
      return narration
    },
  }
}
