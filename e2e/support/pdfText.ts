/**
 * The text of an uncompressed PDF (jsPDF writes its content streams uncompressed unless asked): the
 * string operands of its text operators (`(…) Tj`), unescaped. Enough to check what a page says; images
 * and compressed streams are skipped.
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const strings: string[] = [];
  for (const match of source.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj/g)) {
    strings.push(
      match[1]!.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) => {
        if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(parseInt(escaped, 8));
        return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[escaped] ?? escaped;
      }),
    );
  }
  return strings;
}

/** The pixel width of each image the PDF embeds (its XObjects' /Width). */
export function pdfImageWidths(pdf: Buffer): number[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\/Subtype\s*\/Image[\s\S]*?\/Width\s+(\d+)/g)].map((match) => Number(match[1]));
}
