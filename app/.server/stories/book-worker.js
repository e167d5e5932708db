// The book builder's worker thread. Plain ESM JavaScript: it is loaded by `new Worker(path)` at run
// time (dev, production build and vitest alike). Laying out the PDF (pdfkit: fonts, images,
// compression), drawing the pictures again at print size (sharp) and zipping the offline bundle
// (fflate) would hold the event loop for half a second or more per book, so they live here;
// book-pool.ts talks to it by message. The parent reads the media (disk or S3) and sends the bytes,
// so this thread needs no configuration and no database.
//
// Protocol, parent → worker:  { id, kind: 'pdf', book: { title, childName, size, dedication, pages: [{ sequence, content, drawing, image }] } }
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
const FONT_ITALIC = require.resolve('@expo-google-fonts/andika/Andika_400Regular_Italic.ttf')

/** 21 cm in points: the square picture book's side. */
const SQUARE = (21 / 2.54) * 72
const PAGE_SIZES = { a4: 'A4', letter: 'LETTER', square: [SQUARE, SQUARE] }
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
 * The picture book: a cover (title, the first picture, "A story for {name}"), the dedication when
 * there is one, one page per story page (the picture large, the text in a children's-book size),
 * and The End, with Andika (SIL, made for beginning readers) embedded. The square book is the one
 * made to be printed and bound: spreads of a picture to the page's edges facing its text, larger.
 */
async function storyBook({ title, childName, size, dedication, pages }) {
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
  doc.registerFont('italic', FONT_ITALIC)
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
  const paragraphs = (text) =>
    text
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean)
      .join('\n')

  if (size === 'square') pictureBook(doc, { title, childName, dedication, pages: sorted, pictures, newPage, paragraphs })
  else printedPages(doc, { title, childName, dedication, pages: sorted, pictures, newPage, width, paragraphs })

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

/** The dedication on a page of its own, in the middle, in Andika's italic. */
function dedicationPage(doc, dedication, newPage, fontSize) {
  newPage()
  const side = doc.page.width * 0.1
  const box = { width: doc.page.width - 2 * side, align: 'center', lineGap: fontSize * 0.35 }
  const height = doc.font('italic').fontSize(fontSize).heightOfString(dedication, box)
  doc.fillColor(INK).text(dedication, side, Math.max(side, (doc.page.height - height) / 2), box)
}

/**
 * A picture filling the box and cut to it (cover-fit): how a picture runs to the page's edges.
 * Centred across; upright, a third of what is cut comes off the top and two thirds off the
 * bottom, since faces sit above the middle of our pictures and feet and floor below it.
 */
function bleed(doc, picture, x, y, w, h) {
  const image = doc.openImage(picture)
  const scale = Math.max(w / image.width, h / image.height)
  const [drawnWidth, drawnHeight] = [image.width * scale, image.height * scale]
  doc.save()
  doc.rect(x, y, w, h).clip()
  doc.image(image, x + (w - drawnWidth) / 2, y + (h - drawnHeight) / 3, { width: drawnWidth, height: drawnHeight })
  doc.restore()
}

const textBox = (w, size) => ({ width: w, lineGap: size * 0.3, paragraphGap: size * 0.6, align: 'left' })
const textHeight = (doc, content, w, size) => doc.font('regular').fontSize(size).heightOfString(content, textBox(w, size))

/** Text as large as fits in the box, from `largest` down to `smallest` points, in the box's middle. */
function fitText(doc, content, x, y, w, h, largest, smallest) {
  const box = (size) => textBox(w, size)
  // The box decides where text ends, not the page's margin (which would start a new page).
  doc.page.margins.bottom = 0
  let fontSize = largest
  while (fontSize > smallest && textHeight(doc, content, w, fontSize) > h) fontSize -= 1
  const used = textHeight(doc, content, w, fontSize)
  doc.fillColor(INK).text(content, x, y + Math.max(0, (h - used) / 2), { ...box(fontSize), height: h })
}

/**
 * The square book (21 × 21 cm), laid out for binding as spreads: the cover (the title over the
 * first picture), then the dedication (or "This book belongs to", so the pages keep their sides),
 * a title page, and for each story page its picture on a left-hand page, to all four edges, facing
 * its text on the right in large type (28 pt, smaller only as far as a long page needs), and The End.
 * A picture filling a square page is cut at its sides, never through the hero standing in it.
 */
function pictureBook(doc, { title, childName, dedication, pages, pictures, newPage: blankPage, paragraphs }) {
  const side = 40
  // Every place on these pages is laid out by hand, to the edges: no margin may start a new page.
  const newPage = () => {
    blankPage()
    doc.page.margins.bottom = 0
  }
  newPage()
  const W = doc.page.width
  const H = doc.page.height
  // The title above, the first picture under it to the edges (whole, when the title takes two lines
  // or fewer), and the child's name on a soft band over the picture's foot.
  const titleBox = { width: W - 2 * side, align: 'center', lineGap: 2 }
  let titleSize = 36
  while (titleSize > 24 && doc.font('bold').fontSize(titleSize).heightOfString(title, titleBox) > H * 0.3) titleSize -= 2
  const titleHeight = doc.font('bold').fontSize(titleSize).heightOfString(title, titleBox)
  const band = Math.max(H / 4, titleHeight + 48)
  const cover = pictures[0]
  if (cover) bleed(doc, cover, 0, band, W, H - band)
  doc.fillColor(ACCENT).text(title, side, (band - titleHeight) / 2, titleBox)
  doc
    .rect(0, H - 84, W, 84)
    .fillOpacity(0.85)
    .fill(PAPER)
    .fillOpacity(1)
  doc
    .font('regular')
    .fontSize(24)
    .fillColor(INK)
    .text(`A story for ${childName}`, side, H - 58, { width: W - 2 * side, align: 'center', lineBreak: false })

  if (dedication) dedicationPage(doc, dedication, newPage, 24)
  else {
    newPage()
    doc
      .font('italic')
      .fontSize(24)
      .fillColor(INK)
      .text('This book belongs to', side, H / 2 - 60, { width: W - 2 * side, align: 'center' })
    doc
      .moveTo(W * 0.2, H / 2 + 30)
      .lineTo(W * 0.8, H / 2 + 30)
      .lineWidth(1)
      .stroke(ACCENT)
  }

  // The title page, facing the dedication.
  newPage()
  doc
    .font('bold')
    .fontSize(titleSize)
    .fillColor(ACCENT)
    .text(title, side, H / 2 - titleHeight - 10, titleBox)
  doc
    .font('regular')
    .fontSize(22)
    .fillColor(INK)
    .text(`A story for ${childName}`, side, H / 2 + 24, { width: W - 2 * side, align: 'center' })

  pages.forEach((page, i) => {
    const picture = pictures[i]
    // The picture on the left-hand page (even), to the edges; a page without one keeps the spread.
    newPage()
    if (picture) bleed(doc, picture, 0, 0, W, H)
    newPage()
    fitText(doc, paragraphs(page.content), 56, 56, W - 112, H - 112, 28, 12)
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(ACCENT)
      .text(String(page.sequence), side, H - 30, { width: W - 2 * side, align: 'center', lineBreak: false })
  })
}

/** A4 and Letter: margins all round for a home printer, the picture large and the text under it. */
function printedPages(doc, { title, childName, dedication, pages, pictures, newPage, width, paragraphs }) {
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

  if (dedication) dedicationPage(doc, dedication, newPage, 26)

  // One page per story page
  pages.forEach((page, i) => {
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
    const content = paragraphs(page.content)
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
