import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import sharp, { type Sharp } from 'sharp'
import { readMedia } from '../media/storage'
import { parseChild } from '../generation/profile/child'
import type { Segment, Story } from '@db/schema'

/**
 * The printable picture book of a story (GET /api/stories/{id}/book.pdf, or through a share link):
 * a cover (title, the first picture, "A story for {name}"), one page per story page (the picture
 * large, the text in a children's-book size), and The End. Andika (SIL, made for beginning
 * readers) is embedded; pictures are drawn again from their drawings at print resolution (see printPicture).
 */

export const BOOK_SIZES = { a4: 'A4', letter: 'LETTER' } as const
export type BookSize = keyof typeof BOOK_SIZES

const require = createRequire(import.meta.url)
const FONT_REGULAR = require.resolve('@expo-google-fonts/andika/Andika_400Regular.ttf')
const FONT_BOLD = require.resolve('@expo-google-fonts/andika/Andika_700Bold.ttf')

const PAPER = '#fffaf2'
const INK = '#3a2418'
const ACCENT = '#b4532a'
const MARGIN = 48

/** Drawings are drawn again 3× their on-screen size: 2400 px across, over 300 dpi on an A4 or Letter page. */
const PRINT_DENSITY = 72 * 3

/**
 * A page's picture as a JPEG for print: drawn again from its SVG drawing at print resolution when
 * it has one (the offline illustrator), else the stored picture upscaled 2× with Lanczos (an
 * illustrator's raster, such as OpenAI's). Null when neither can be read.
 */
async function printPicture(page: Pick<Segment, 'imagePath' | 'drawingPath'>): Promise<Buffer | null> {
  const drawing = page.drawingPath ? await readMedia(page.drawingPath) : null
  const jpeg = (image: Sharp) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 88, chromaSubsampling: '4:4:4' }).toBuffer()
  if (drawing) return await jpeg(sharp(drawing, { density: PRINT_DENSITY }))
  const data = page.imagePath ? await readMedia(page.imagePath) : null
  if (!data) return null
  const image = sharp(data)
  const { width = 800 } = await image.metadata()
  return await jpeg(image.resize({ width: width * 2, kernel: 'lanczos3' }))
}

export async function storyBook(
  story: Pick<Story, 'title' | 'childName'>,
  pages: Array<Pick<Segment, 'sequence' | 'content' | 'imagePath' | 'drawingPath'>>,
  size: BookSize,
): Promise<Buffer> {
  const sorted = [...pages].sort((a, b) => a.sequence - b.sequence)
  const pictures = await Promise.all(sorted.map((page) => printPicture(page)))
  const title = story.title || `${parseChild(story.childName).name}'s Story`
  const doc = new PDFDocument({
    size: BOOK_SIZES[size],
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: title, Creator: 'Storybook' },
    pdfVersion: '1.7',
  })
  doc.registerFont('regular', FONT_REGULAR)
  doc.registerFont('bold', FONT_BOLD)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
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
    .text(`A story for ${parseChild(story.childName).name}`, MARGIN, doc.page.height - MARGIN - 60, { width: width(), align: 'center' })

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
    let size = 18
    while (size > 11 && doc.font('regular').fontSize(size).heightOfString(content, text) > room) size -= 1
    doc
      .font('regular')
      .fontSize(size)
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
