import { GreyImage } from './grey-image';
import { withoutDottedRules } from './dotted-rules';
import { preparePage } from './page-preparation';

/** A white page 600 × 500 and a way to ink a rectangle on it. */
function blank(): { img: GreyImage; box: (x: number, y: number, w: number, h: number) => void; at: (x: number, y: number) => number } {
  const img: GreyImage = { width: 600, height: 500, data: new Uint8Array(600 * 500).fill(245) };
  const box = (x: number, y: number, w: number, h: number) => {
    for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) img.data[(y + dy) * 600 + x + dx] = 25;
  };
  return { img, box, at: (x, y) => img.data[y * 600 + x] };
}

describe('dotted and dashed rules', () => {
  it("takes out a frame's dotted rule over a line of print and its dashed side, and leaves the print", () => {
    const { img, box } = blank();
    // A dotted rule of 3 × 3 dots every 9 pixels, 60 to 540 across, and a line of print (letters 20 tall) 6 pixels under it.
    for (let x = 60; x < 540; x += 9) box(x, 100, 3, 3);
    for (let x = 100; x < 500; x += 14) box(x, 109, 8, 20);
    // A dashed side down the left: dashes 8 long, 3 wide, every 14 pixels.
    for (let y = 150; y < 450; y += 14) box(30, y, 3, 8);
    const clean = withoutDottedRules(img, 20);
    expect(clean).toBeDefined();
    const after = (x: number, y: number) => clean?.data[y * 600 + x];
    expect([after(61, 101), after(303, 101), after(31, 153), after(31, 404)]).toEqual([255, 255, 255, 255]);
    expect([after(104, 120), after(300, 115)]).toEqual([25, 25]);
  });

  it('leaves the dots of a line of print (letters between them) and a short row of dots (an ellipsis) alone', () => {
    const { img, box } = blank();
    // "i"s: a dot over each stroke, with a taller letter between every two of them reaching through the dots' rows.
    for (let x = 60; x < 540; x += 20) {
      box(x, 200, 3, 3);
      box(x, 206, 3, 14);
      box(x + 9, 196, 4, 24);
    }
    // An ellipsis of five dots after a word.
    box(100, 300, 40, 20);
    for (let x = 145; x < 190; x += 9) box(x, 317, 3, 3);
    expect(withoutDottedRules(img, 20)).toBeUndefined();
  });

  it('is one of the steps a page is prepared by', () => {
    const { img, box } = blank();
    for (let x = 60; x < 540; x += 9) box(x, 100, 3, 3);
    for (let y = 150; y < 450; y += 40) for (let x = 60; x < 540; x += 14) box(x, y, 8, 20);
    expect(preparePage(img).steps).toContain('dotted rules');
  });
});
