import type { Segment, Story } from '@db/schema'
import { readMedia } from '../media/storage'
import { parseChild } from '../generation/profile/child'
import type { BookOptions } from '~/lib/schemas/book'
import { runBookJob } from './book-pool'

/**
 * The printable picture book of a story (GET /api/stories/{id}/book.pdf, or through a share link):
 * a cover (title, the first picture, "A story for {name}"), the dedication if given, one page per
 * story page (the picture large, the text in a children's-book size), and The End; in A4, US
 * Letter or a 21 × 21 cm square of spreads (a picture to the edges facing its text). Andika (SIL, made for beginning
 * readers) is embedded; pictures are drawn again from their drawings at print resolution. The
 * media are read here; the layout and the drawing are done in a worker thread (book-worker.js).
 */

export async function storyBook(
  story: Pick<Story, 'title' | 'childName'>,
  pages: Array<Pick<Segment, 'sequence' | 'content' | 'imagePath' | 'drawingPath'>>,
  { size, dedication }: BookOptions,
): Promise<Buffer> {
  const childName = parseChild(story.childName).name
  const read = async (path: string | null) => (path ? await readMedia(path) : null)
  const printable = await Promise.all(
    pages.map(async (page) => {
      // The drawing when there is one (drawn again at print size); else the stored picture.
      const drawing = await read(page.drawingPath)
      return { sequence: page.sequence, content: page.content, drawing, image: drawing ? null : await read(page.imagePath) }
    }),
  )
  const title = story.title || `${childName}'s Story`
  return await runBookJob({ kind: 'pdf', book: { title, childName, size, dedication, pages: printable } })
}
