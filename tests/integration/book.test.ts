/**
 * The printable picture book (GET /api/stories/{id}/book.pdf, or /s/{token}/book.pdf) over HTTP
 * against the built server, read back with a PDF parser (pdf-lib): a valid PDF with the cover,
 * one page per story page and The End, in A4, US Letter or the 21 × 21 cm square, with its fonts
 * embedded, its pictures in it and the dedication if asked for; owner or share link only.
 */
import { strFromU8, unzipSync } from 'fflate'
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'
import { pdfPagesText } from '../support/pdf-text'

const STORY = { childName: 'Zoë, who is brave', childAge: 9, pronouns: 'she', mainCharacter: 'a shy dragon', theme: 'space' }

let app: AppServer
let owner: HttpClient
let story: { id: number; title: string; segments: unknown[] }

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '5' })
  owner = await verifiedClient(app, 'book.parent@example.com')
  const res = await owner.postJson('/api/stories', STORY)
  expect(res.status).toBe(201)
  story = await readJson(res)
})
afterAll(() => stopAll(app))

async function parse(res: Response) {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
  const pdf = await PDFDocument.load(bytes)
  const objects = pdf.context.enumerateIndirectObjects().map(([, object]) => object)
  const dicts = objects.map((o) => (o instanceof PDFRawStream ? o.dict : o)).filter((o): o is PDFDict => o instanceof PDFDict)
  const fonts = dicts.filter((d) => d.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
  const images = dicts.filter((d) => d.get(PDFName.of('Subtype')) === PDFName.of('Image'))
  return { pdf, fonts, images, size: bytes.length }
}

describe('the picture book PDF', () => {
  it('has a cover, one page per story page and The End, in A4, with Andika embedded and every picture', async () => {
    const { pdf, fonts, images } = await parse(await owner.get(`/api/stories/${story.id}/book.pdf`))
    expect(pdf.getPageCount()).toBe(story.segments.length + 2)
    const { width, height } = pdf.getPage(0).getSize()
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842])
    expect(fonts.length).toBeGreaterThanOrEqual(2)
    for (const font of fonts) {
      expect(String(font.get(PDFName.of('FontName')))).toMatch(/Andika/)
      expect(font.get(PDFName.of('FontFile2'))).toBeDefined() // the font program is in the file
    }
    // Every page's picture (the cover uses the first page's again).
    expect(images.length).toBeGreaterThanOrEqual(story.segments.length)
    // Drawn again from their drawings at print resolution: 2400 px across, over 300 dpi on the page.
    for (const image of images) expect(Number(String(image.get(PDFName.of('Width'))))).toBeGreaterThanOrEqual(2400)
    expect(pdf.getTitle()).toBe(story.title)
  })

  it("keeps each picture's drawing for print, and never serves it to a browser", async () => {
    const drawings = await queryDb<{ drawing_path: string | null }>(
      app.dataDir,
      'SELECT drawing_path FROM segments WHERE story_id = ?',
      story.id,
    )
    expect(drawings).toHaveLength(story.segments.length)
    for (const { drawing_path } of drawings) {
      expect(drawing_path).toMatch(/^images\/[0-9a-f]{32}\.svg$/)
      expect((await owner.get(`/api/media/${drawing_path}`)).status).toBe(404)
    }
  })

  it('comes in US Letter with ?size=letter; another size is 400', async () => {
    const { pdf } = await parse(await owner.get(`/api/stories/${story.id}/book.pdf?size=letter`))
    expect(pdf.getPage(1).getSize()).toEqual({ width: 612, height: 792 })
    const bad = await owner.get(`/api/stories/${story.id}/book.pdf?size=a3`)
    expect(bad.status).toBe(400)
    expect((await readJson(bad)).error).toBe('Size must be a4, letter or square')
  })

  it('comes as a 21 × 21 cm square picture book with a dedication page, pictures to the edges and Andika', async () => {
    const dedication = 'For Zoë, who is brave:\nlove from Grandma and Grandad'
    const res = await owner.get(`/api/stories/${story.id}/book.pdf?size=square&dedication=${encodeURIComponent(dedication)}`)
    const bytes = new Uint8Array(await res.clone().arrayBuffer())
    const { pdf, fonts } = await parse(res)
    // Cover, dedication, title page, a picture and a text page per story page, The End: every page
    // square, 21 cm (595.28 pt) a side.
    expect(pdf.getPageCount()).toBe(2 * story.segments.length + 4)
    for (const page of pdf.getPages()) {
      const box = page.getMediaBox()
      expect([box.x, box.y]).toEqual([0, 0])
      expect(box.width).toBeCloseTo((21 / 2.54) * 72, 2)
      expect(box.height).toBeCloseTo(box.width, 6)
    }
    for (const font of fonts) expect(String(font.get(PDFName.of('FontName')))).toMatch(/Andika/)
    const text = await pdfPagesText(bytes)
    expect(text[0]).toContain(story.title)
    // The dedication is the second page, all of it and nothing else; the title page faces it.
    expect(text[1]).toBe(dedication.replace(/\s+/g, ' '))
    expect(text[2]).toContain(story.title)
    expect(text.at(-1)).toBe('The End')
    // Each story page: its picture alone on a left-hand (even) page, its text facing it.
    const pages = story.segments as Array<{ content: string }>
    for (const [i, page] of pages.entries()) {
      expect(text[3 + 2 * i]).toBe('')
      expect(text[4 + 2 * i]).toContain(page.content.split(/\s+/).slice(0, 4).join(' '))
    }
    // Without a dedication, "This book belongs to" keeps the pages on their sides; A4 keeps its size.
    const plainRes = await owner.get(`/api/stories/${story.id}/book.pdf?size=SQUARE`)
    const plainText = await pdfPagesText(new Uint8Array(await plainRes.clone().arrayBuffer()))
    const plain = await parse(plainRes)
    expect(plain.pdf.getPageCount()).toBe(2 * story.segments.length + 4)
    expect(plainText[1]).toBe('This book belongs to')
    const a4 = await parse(await owner.get(`/api/stories/${story.id}/book.pdf?dedication=${encodeURIComponent('For Zoë')}`))
    expect(a4.pdf.getPageCount()).toBe(story.segments.length + 3)
    expect(a4.pdf.getPage(1).getSize()).toEqual(a4.pdf.getPage(0).getSize())
    expect(Math.round(a4.pdf.getPage(1).getSize().height)).toBe(842)
  })

  it('refuses a dedication that is too long, holds control characters or words a children’s book cannot hold', async () => {
    const at = (query: string) => owner.get(`/api/stories/${story.id}/book.pdf?size=square&${query}`)
    const long = await at(`dedication=${'a'.repeat(201)}`)
    expect(long.status).toBe(400)
    expect((await readJson(long)).error).toBe('Dedication cannot be longer than 200 characters')
    const control = await at('dedication=For%00you')
    expect(control.status).toBe(400)
    const unsafe = await at(`dedication=${encodeURIComponent('I will kill you')}`)
    expect(unsafe.status).toBe(422)
    expect((await readJson(unsafe)).error).toMatch(/^Please choose different words/)
    // 200 characters exactly is fine; so are an empty size and dedication (a form left as it was): A4, no dedication page.
    const full = await at(`dedication=${'a'.repeat(200)}`)
    const fullBytes = new Uint8Array(await full.clone().arrayBuffer())
    expect((await parse(full)).pdf.getPageCount()).toBe(2 * story.segments.length + 4)
    // All of it (a word this long wraps, and the reader joins its lines with a space).
    expect((await pdfPagesText(fullBytes))[1]!.replace(/ /g, '')).toBe('a'.repeat(200))
    expect((await parse(await owner.get(`/api/stories/${story.id}/book.pdf?size=&dedication=`))).pdf.getPageCount()).toBe(
      story.segments.length + 2,
    )
  })

  it('is the owner’s, or comes through a share link while it works; anyone else gets 404', async () => {
    expect((await createClient(app.url).get(`/api/stories/${story.id}/book.pdf`)).status).toBe(404)
    const other = await verifiedClient(app, 'not.the.owner@example.com')
    expect((await other.get(`/api/stories/${story.id}/book.pdf`)).status).toBe(404)
    const link = await readJson(await owner.postJson(`/api/stories/${story.id}/shares`, { expiresInDays: 7 }))
    const path = `${new URL(link.url).pathname}/book.pdf`
    const { pdf } = await parse(await createClient(app.url).get(path))
    expect(pdf.getPageCount()).toBe(story.segments.length + 2)
    // The square book with a dedication comes through the link too, moderated the same way.
    const dedicated = await createClient(app.url).get(`${path}?size=square&dedication=${encodeURIComponent('For Zoë, from Nana')}`)
    const bytes = new Uint8Array(await dedicated.clone().arrayBuffer())
    const square = await parse(dedicated)
    expect(square.pdf.getPage(0).getSize().width).toBeCloseTo(square.pdf.getPage(0).getSize().height, 6)
    expect((await pdfPagesText(bytes))[1]).toBe('For Zoë, from Nana')
    expect((await createClient(app.url).get(`${path}?dedication=${encodeURIComponent('kill')}`)).status).toBe(422)
    expect((await createClient(app.url).get(`${path}?size=huge`)).status).toBe(400)
    expect((await owner.delete(`/api/stories/${story.id}/shares/${link.id}`)).status).toBe(204)
    expect((await createClient(app.url).get(path)).status).toBe(404)
  })

  it('names the download after the story', async () => {
    const res = await owner.get(`/api/stories/${story.id}/book.pdf`)
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`${story.title}.pdf`)}`)
  })

  it('keeps the story offline: bundle.zip holds the PDF, every picture and clip, and a page that plays them from the folder', async () => {
    const res = await owner.get(`/api/stories/${story.id}/bundle.zip`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`${story.title}.zip`)}`)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const pages = story.segments as Array<{ sequence: number; content: string; imageUrl: string; audioUrl: string }>
    expect(Object.keys(files).sort()).toEqual(
      [
        'book.pdf',
        'index.html',
        ...pages.map((p) => `pictures/page-${p.sequence}.webp`),
        ...pages.map((p) => `narration/page-${p.sequence}.mp3`),
      ].sort(),
    )
    expect((await PDFDocument.load(files['book.pdf']!)).getPageCount()).toBe(pages.length + 2)
    // The same bytes the app serves.
    const picture = new Uint8Array(await (await owner.get(pages[0]!.imageUrl)).arrayBuffer())
    expect(Buffer.from(files['pictures/page-1.webp']!).equals(Buffer.from(picture))).toBe(true)
    const html = strFromU8(files['index.html']!)
    expect(html).toContain(`<title>${story.title}</title>`)
    for (const p of pages) {
      expect(html).toContain(`src="pictures/page-${p.sequence}.webp"`)
      expect(html).toContain(`src="narration/page-${p.sequence}.mp3"`)
    }
    // Relative paths only: it works from the unzipped folder with no server.
    expect(html).not.toMatch(/(src|href)="(\/|https?:)/)
    expect((await createClient(app.url).get(`/api/stories/${story.id}/bundle.zip`)).status).toBe(404)
  })
})
