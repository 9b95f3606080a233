/**
 * A one-page PDF with a text layer: the given lines in Helvetica, 14 points apart, encoded as
 * WinAnsi (so an en dash, U+2013, is printed as the byte 0x96 and read back as an en dash).
 */
export function textPdf(lines: string[]): Buffer {
  const winAnsi = (s: string) =>
    Buffer.from(
      s.replace(/\u2013/g, '\x96').replace(/[\\()]/g, (c) => `\\${c}`),
      'latin1',
    );
  const body = Buffer.concat([
    Buffer.from('BT\n/F1 11 Tf\n14 TL\n56 780 Td\n', 'latin1'),
    ...lines.map((l) => Buffer.concat([Buffer.from('(', 'latin1'), winAnsi(l), Buffer.from(") '\n", 'latin1')])),
    Buffer.from('ET', 'latin1'),
  ]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ].map((o, i) => Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
  objects.push(Buffer.concat([Buffer.from(`5 0 obj\n<< /Length ${body.length} >>\nstream\n`, 'latin1'), body, Buffer.from('\nendstream\nendobj\n', 'latin1')]));
  const header = Buffer.from('%PDF-1.4\n', 'latin1');
  const offsets: number[] = [];
  let at = header.length;
  for (const o of objects) {
    offsets.push(at);
    at += o.length;
  }
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`;
  return Buffer.concat([header, ...objects, Buffer.from(xref + trailer, 'latin1')]);
}
