import { GreyImage, remap, rotate } from './grey-image';
import { findPage, homography, preparePage, skewAngle, textHeight } from './page-preparation';

/** A white page with dark bars for lines of text, each `lineHeight` tall. */
function page(width: number, height: number, lineHeight: number): GreyImage {
  const data = new Uint8Array(width * height).fill(245);
  for (let top = 60; top + lineHeight < height - 60; top += lineHeight * 2) {
    for (let y = top; y < top + lineHeight; y++) for (let x = 60; x < width - 60; x++) if ((x >> 3) % 3 !== 0) data[y * width + x] = 30;
  }
  return { width, height, data };
}

describe('page preparation', () => {
  it('measures the skew of a scan and turns it back', () => {
    const skewed = rotate(page(800, 1000, 14), 2);
    expect(skewAngle(skewed)).toBeCloseTo(2, 0);
    const prepared = preparePage(skewed);
    expect(prepared.steps.some((s) => s.startsWith('deskew'))).toBe(true);
    expect(Math.abs(skewAngle(prepared.image))).toBeLessThan(0.3);
  });

  it("finds a photographed page's corners on a darker table and undoes the perspective", () => {
    const flat = page(600, 800, 16);
    const table: GreyImage = { width: 900, height: 1100, data: new Uint8Array(900 * 1100).fill(70) };
    // The page seen at an angle: its corners pulled in unevenly.
    const corners: [number, number][] = [
      [170, 130],
      [740, 160],
      [760, 980],
      [140, 950],
    ];
    const H = homography(corners, [
      [0, 0],
      [599, 0],
      [599, 799],
      [0, 799],
    ]);
    const photo = remap(table, 900, 1100, (x, y) => {
      const d = H[6] * x + H[7] * y + 1;
      const u = (H[0] * x + H[1] * y + H[2]) / d;
      const v = (H[3] * x + H[4] * y + H[5]) / d;
      return u >= 0 && v >= 0 && u < 600 && v < 800 ? [-1, -1] : [x, y];
    });
    // remap fills outside-the-source with white: that is the page; draw its text back in.
    for (let y = 0; y < 1100; y++)
      for (let x = 0; x < 900; x++) {
        const d = H[6] * x + H[7] * y + 1;
        const u = Math.round((H[0] * x + H[1] * y + H[2]) / d);
        const v = Math.round((H[3] * x + H[4] * y + H[5]) / d);
        if (u >= 0 && v >= 0 && u < 600 && v < 800) photo.data[y * 900 + x] = flat.data[v * 600 + u];
      }
    const found = findPage(photo);
    expect(found).toBeDefined();
    found?.forEach(([x, y], i) => {
      expect(Math.abs(x - corners[i][0])).toBeLessThan(12);
      expect(Math.abs(y - corners[i][1])).toBeLessThan(12);
    });
    expect(preparePage(photo).steps).toContain('perspective');
  });

  it('leaves a clean render alone, and enlarges small print', () => {
    expect(preparePage(page(800, 1000, 24)).steps).toEqual([]);
    const small = page(500, 600, 8);
    expect(textHeight(small)).toBe(8);
    const prepared = preparePage(small);
    expect(prepared.steps.some((s) => s.startsWith('upscale'))).toBe(true);
    expect(prepared.image.width).toBeGreaterThan(500);
  });
});
