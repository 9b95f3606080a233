import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { PdfTextLayer } from './pdf-text-layer';

/** A receipt of held-out set 3 (scored, so usable here): a Hebrew web-shop invoice with a Latin number in a right-to-left line. */
const WEBSHOP = path.join(__dirname, '..', 'test', 'held-out-3', 'files', 'h3-he-webshop-invoice-3.pdf');
/** A drinks distributor's consolidated invoice of held-out set 19 (scored): its number a Hebrew series letter, a hyphen and a year's serial, "מ-24/00947". */
const DISTRIBUTOR = path.join(__dirname, '..', 'test', 'held-out-19', 'files', 'h19-he-beverage-distributor-multipage-1.pdf');
/** A neon sign maker's invoice of held-out set 37 (scored): its glowing wordmark printed twice, one copy over the other. */
const NEON = path.join(__dirname, '..', 'test', 'held-out-37', 'files', 'h37-en-us-neon-sign-maker-invoice-2.pdf');
/** A socks web shop's invoice of held-out set 51 (scored): its company's name in small print on the baseline of its large Latin brand. */
const SOCKS = path.join(__dirname, '..', 'test', 'held-out-51', 'files', 'h51-he-novelty-socks-webshop-order-1.pdf');

describe('PDF text layer', () => {
  const layer = new PdfTextLayer();
  afterAll(() => layer.close());

  it('keeps a number of Latin letters and digits in a right-to-left line in its own order ("INV-805333", not "805333-INV")', async () => {
    const { lines } = await layer.read(readFileSync(WEBSHOP));
    const words = lines.flatMap((l) => l.words.map((w) => w.text));
    expect(words).toContain('INV-805333');
    expect(words).not.toContain('805333-INV');
    // A Hebrew run and the colon glued to it still read right to left.
    expect(words).toContain('מספר חשבונית:');
  }, 30_000);

  it('puts the hyphen between a Hebrew letter and the digits glued to it where it reads ("מ-24/00947", not "מ24/00947-")', async () => {
    const { lines } = await layer.read(readFileSync(DISTRIBUTOR));
    const words = lines.flatMap((l) => l.words.map((w) => w.text));
    expect(words).toContain('מ-24/00947');
    expect(words).not.toContain('מ24/00947-');
  }, 30_000);

  it('reads text printed again over itself (a glow, a shadow, a bold faked by printing twice) once', async () => {
    const { lines } = await layer.read(readFileSync(NEON));
    const words = lines.flatMap((l) => l.words.map((w) => w.text));
    expect(words).toContain('DESERT GLOW');
    expect(words.filter((w) => w.includes('DESERT GLOW'))).toHaveLength(1);
  }, 30_000);

  it("parts the words of small print on the baseline of a large brand by the small print's own spaces", async () => {
    const { lines } = await layer.read(readFileSync(SOCKS));
    const text = lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n');
    expect(text).toContain('SOCKLAND');
    expect(text).toContain('צעד צבעוני סחר מקוון בע"מ');
    expect(text).not.toContain('צעדצבעוני');
  }, 30_000);
});
