import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib'

/**
 * The text of each page of a PDF made with embedded (subset) fonts, as pdfkit writes them: every
 * string is glyph codes (<hex> in TJ/Tj), read back through its font's ToUnicode map. Lines are
 * joined with a space, so a sentence that wraps is still found whole.
 */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes)
  return pdf.getPages().map(pageText)
}

const streamText = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')

/** Font resource name → code (4 hex digits) → text, from each font's ToUnicode bfrange/bfchar entries. */
function fontMaps(page: PDFPage): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>()
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict)
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict)
    const cmap = font.lookup(PDFName.of('ToUnicode'))
    const map = new Map<string, string>()
    if (cmap instanceof PDFRawStream) {
      const text = streamText(cmap)
      const unicode = (hex: string) => String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((h) => Number.parseInt(h, 16)))
      for (const [, start, , list] of text.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
        const values = [...list!.matchAll(/<([0-9a-f ]+)>/gi)].map((m) => unicode(m[1]!))
        for (const [i, value] of values.entries()) map.set((Number.parseInt(start!, 16) + i).toString(16).padStart(4, '0'), value)
      }
      for (const [, code, value] of text.matchAll(/^<([0-9a-f]{4})>\s*<([0-9a-f ]+)>\s*$/gim)) map.set(code!.toLowerCase(), unicode(value!))
    }
    maps.set(name.asString(), map)
  }
  return maps
}

function pageText(page: PDFPage): string {
  const maps = fontMaps(page)
  const contents = page.node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents]
  const content = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map(streamText)
    .join('\n')
  const lines: string[] = []
  let font = new Map<string, string>()
  // A font choice (/F1 18 Tf) or a shown string ([<…> 20 <…>] TJ or <…> Tj).
  for (const [, fontName, shown] of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi)) {
    if (fontName) font = maps.get(fontName) ?? new Map()
    else if (shown) {
      const codes = [...shown.matchAll(/<([0-9a-f]*)>/gi)].flatMap((m) => m[1]!.match(/[0-9a-f]{4}/gi) ?? [])
      lines.push(codes.map((code) => font.get(code.toLowerCase()) ?? '').join(''))
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ').trim()
}
