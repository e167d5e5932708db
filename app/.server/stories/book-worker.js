// The book builder's worker thread. Plain ESM JavaScript: it is loaded by `new Worker(path)` at run
// time (dev, production build and vitest alike). Laying out the PDF (pdfkit: fonts, images,
// compression), drawing the pictures again at print size (sharp) and zipping the offline bundle
// (fflate) would hold the event loop for half a second or more per book, so they live here;
// book-pool.ts talks to it by message. The parent reads the media (disk or S3) and sends the bytes,
// so this thread needs no configuration and no database.
//
// Protocol, parent → worker:  { id, kind: 'pdf', book: { title, childName, size, pages: [{ sequence, content, drawing, image }] } }
//                           | { id, kind: 'zip', files: { [name]: Uint8Array } }
//           worker → parent:  { id, ok: true, data: Uint8Array (its buffer transferred) } | { id, ok: false, message }
// One job at a time: the pool sends the next one when this one has answered.

import { createRequire } from 'node:module'
import { parentPort } from 'node:worker_threads'
import { zipSync } from 'fflate'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'

const require = createRequire(import.meta.url)
const FONT_REGULAR = require.resolve('@expo-google-fonts/andika/Andika_400Regular.ttf')
const FONT_BOLD = require.resolve('@expo-google-fonts/andika/Andika_700Bold.ttf')

const PAGE_SIZES = { a4: 'A4', letter: 'LETTER' }
const PAPER = '#fffaf2'
const INK = '#3a2418'
const ACCENT = '#b4532a'
const MARGIN = 48

/** Drawings are drawn again 3× their on-screen size: 2400 px across, over 300 dpi on an A4 or Letter page. */
const PRINT_DENSITY = 72 * 3

/**
 * A page's picture as a JPEG for print: drawn again from its SVG drawing at print resolution when
 * it has one (the offline illustrator), else the stored picture upscaled 2× with Lanczos (an
 * illustrator's raster, such as OpenAI's). Null when there is neither.
 */
async function printPicture(page) {
  const jpeg = (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 88, chromaSubsampling: '4:4:4' }).toBuffer()
  if (page.drawing) return await jpeg(sharp(page.drawing, { density: PRINT_DENSITY }))
  if (!page.image) return null
  const image = sharp(page.image)
  const { width = 800 } = await image.metadata()
  return await jpeg(image.resize({ width: width * 2, kernel: 'lanczos3' }))
}

/**
 * The picture book: a cover (title, the first picture, "A story for {name}"), one page per story
 * page (the picture large, the text in a children's-book size), and The End, with Andika (SIL, made
 * for beginning readers) embedded.
 */
async function storyBook({ title, childName, size, pages }) {
  const sorted = [...pages].sort((a, b) => a.sequence - b.sequence)
  // One picture at a time: sharp runs on the process's shared libuv threads, which the web
  // requests need too (files, crypto), so a book never takes more than one of them.
  const pictures = []
  for (const page of sorted) pictures.push(await printPicture(page))
  const doc = new PDFDocument({
    size: PAGE_SIZES[size] ?? 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: title, Creator: 'Storybook' },
    pdfVersion: '1.7',
  })
  doc.registerFont('regular', FONT_REGULAR)
  doc.registerFont('bold', FONT_BOLD)
  const chunks = []
  doc.on('data', (chunk) => chunks.push(chunk))
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const newPage = () => {
    doc.addPage()
    doc.rect(0, 0, doc.page.width, doc.page.height).fill(PAPER)
    doc.fillColor(INK)
  }
  const width = () => doc.page.width - 2 * MARGIN

  // Cover
  newPage()
  doc
    .font('bold')
    .fontSize(34)
    .fillColor(ACCENT)
    .text(title, MARGIN, MARGIN + 24, { width: width(), align: 'center' })
  const cover = pictures[0]
  if (cover) {
    const top = doc.y + 24
    doc.image(cover, MARGIN, top, { fit: [width(), doc.page.height - top - 140], align: 'center', valign: 'center' })
  }
  doc
    .font('regular')
    .fontSize(22)
    .fillColor(INK)
    .text(`A story for ${childName}`, MARGIN, doc.page.height - MARGIN - 60, { width: width(), align: 'center' })

  // One page per story page
  sorted.forEach((page, i) => {
    newPage()
    const picture = pictures[i]
    let textTop = MARGIN
    if (picture) {
      const height = Math.min(width() * 0.75, doc.page.height * 0.55)
      doc.image(picture, MARGIN, MARGIN, { fit: [width(), height], align: 'center' })
      textTop = MARGIN + height + 28
    }
    // 18 pt, smaller only as far as a long page needs to stay on its page.
    const room = doc.page.height - MARGIN - textTop
    // Paragraphs one line apart (the stored text separates them with a blank line).
    const content = page.content
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean)
      .join('\n')
    const text = { width: width(), lineGap: 5, paragraphGap: 12 }
    let fontSize = 18
    while (fontSize > 11 && doc.font('regular').fontSize(fontSize).heightOfString(content, text) > room) fontSize -= 1
    doc
      .font('regular')
      .fontSize(fontSize)
      .fillColor(INK)
      .text(content, MARGIN, textTop, { ...text, height: room })
    // The page number sits in the bottom margin: no margin there while it is written.
    doc.page.margins.bottom = 0
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(ACCENT)
      .text(String(page.sequence), MARGIN, doc.page.height - MARGIN + 12, { width: width(), align: 'center', lineBreak: false })
  })

  // The End
  newPage()
  doc
    .font('bold')
    .fontSize(44)
    .fillColor(ACCENT)
    .text('The End', MARGIN, doc.page.height / 2 - 40, { width: width(), align: 'center' })
  doc.end()
  return await done
}

async function run(job) {
  if (job.kind === 'pdf') return await storyBook(job.book)
  // Pictures, narration and the PDF are compressed already: stored as they are.
  if (job.kind === 'zip') return zipSync(job.files, { level: 0 })
  throw new Error(`Unknown job kind ${job.kind}`)
}

parentPort?.on('message', async (job) => {
  try {
    const result = await run(job)
    // A fresh buffer of its own, so transferring it cannot detach memory shared with anything else.
    const data = new Uint8Array(result.byteLength)
    data.set(result)
    parentPort.postMessage({ id: job.id, ok: true, data }, [data.buffer])
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) })
  }
})
