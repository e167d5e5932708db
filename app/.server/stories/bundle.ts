import { strToU8 } from 'fflate'
import type { Segment, Story } from '@db/schema'
import { readMedia } from '../media/storage'
import { runBookJob } from './book-pool'

/**
 * "Take it offline" (GET /api/stories/{id}/bundle.zip): the picture book PDF, every page's picture
 * and narration, and index.html, a page that plays the story from the folder it is unzipped into,
 * opened from disk with no server (no JavaScript needed: each page has its own player; with it,
 * "Play the whole story" reads on from page to page). The media are read here; the zip is made in
 * a worker thread (book-worker.js).
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const extensionOf = (path: string | null) => /\.(\w+)$/.exec(path ?? '')?.[1] ?? 'bin'

export async function storyBundle(
  story: Pick<Story, 'title'>,
  pages: Array<Pick<Segment, 'sequence' | 'content' | 'imagePath' | 'audioPath'>>,
  book: Buffer,
): Promise<Buffer> {
  const sorted = [...pages].sort((a, b) => a.sequence - b.sequence)
  const files: Record<string, Uint8Array> = {}
  const entries: Array<{ sequence: number; content: string; image: string | null; audio: string | null }> = []
  for (const page of sorted) {
    const [image, audio] = await Promise.all([readMedia(page.imagePath ?? ''), readMedia(page.audioPath ?? '')])
    const imageName = image ? `pictures/page-${page.sequence}.${extensionOf(page.imagePath)}` : null
    const audioName = audio ? `narration/page-${page.sequence}.${extensionOf(page.audioPath)}` : null
    if (image && imageName) files[imageName] = new Uint8Array(image)
    if (audio && audioName) files[audioName] = new Uint8Array(audio)
    entries.push({ sequence: page.sequence, content: page.content, image: imageName, audio: audioName })
  }
  files['book.pdf'] = new Uint8Array(book)
  files['index.html'] = strToU8(offlinePage(story.title, entries))
  return await runBookJob({ kind: 'zip', files })
}

function offlinePage(
  title: string,
  pages: Array<{ sequence: number; content: string; image: string | null; audio: string | null }>,
): string {
  const sections = pages
    .map(
      (page) => `<section id="page-${page.sequence}">
${page.image ? `<img src="${page.image}" alt="Picture for page ${page.sequence}">` : ''}
${page.audio ? `<audio controls preload="none" src="${page.audio}"></audio>` : ''}
${page.content
  .split(/\n\s*\n/)
  .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
  .join('\n')}
<p class="n">${page.sequence}</p>
</section>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;background:#fffaf2;color:#3a2418;font:1.25rem/1.6 system-ui,sans-serif}
main{max-width:44rem;margin:0 auto;padding:1rem}
h1{color:#b4532a;text-align:center}
section{margin:2rem 0;padding-bottom:1rem;border-bottom:2px dashed #f0dcc8}
img{width:100%;height:auto;border-radius:1rem}
audio{width:100%;margin:.5rem 0}
.n{text-align:center;color:#b4532a;font-size:1rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:2rem;border:0;background:#c2410c;color:#fff;display:block;margin:0 auto}
</style>
<main>
<h1>${escapeHtml(title)}</h1>
<button type="button" id="play" hidden>Play the whole story</button>
${sections}
<h2 style="text-align:center">The End</h2>
<p style="text-align:center"><a href="book.pdf">The picture book to print (PDF)</a></p>
</main>
<script>
var players = Array.prototype.slice.call(document.querySelectorAll('audio'))
var button = document.getElementById('play')
button.hidden = players.length === 0
button.onclick = function () { players[0] && play(0) }
function play(i) {
  var player = players[i]
  player.closest('section').scrollIntoView({ behavior: 'smooth' })
  player.play()
  player.onended = function () { if (players[i + 1]) play(i + 1) }
}
</script>
</html>
`
}
