import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, every page in order, and its page count (for the tests that read PDFs back). */
export async function pdfText(pdf: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(proxy, { mergePages: true });
  return { text, pages: totalPages };
}
