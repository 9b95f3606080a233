import { GreyImage, otsu } from './grey-image';

/** A connected patch of ink: its box and how many pixels it holds. */
interface Patch {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number;
}

/**
 * The page with its dotted and dashed rules taken out: a frame or a separator printed as a row of
 * dots or dashes. A solid rule is one run of ink (page-preparation.ts); a dotted one is many small
 * patches, and the recogniser reads it as letters or, where it runs close over a line of print,
 * loses the line (a letterhead's "Leah Salama · ליה סלאמה" under a dotted frame read as "כ כ 2").
 * A dotted rule is at least eight patches in a row, each no taller (along a row; no wider, down a
 * column) than a quarter of a text height and no longer than two and a half, their middles on one
 * line within a few pixels, each less than one and a half text heights from the next with no other
 * ink between them on the rule's band, reaching at least six text heights in all. A row of dots of
 * a letter's size sits in no such chain: a line's dots ("i", full stops) have letters between them.
 * Undefined when there is none.
 */
export function withoutDottedRules(img: GreyImage, textHeight: number, threshold?: number): GreyImage | undefined {
  const th = textHeight > 0 ? textHeight : 20;
  const t = threshold ?? otsu(img);
  const { labels, patches } = patchesOf(img, t);
  const thin = Math.max(3, Math.round(th / 4));
  const long = 2.5 * th;
  const found = [...chains(patches, labels, img.width, 'rows', thin, long, th), ...chains(patches, labels, img.width, 'columns', thin, long, th)];
  if (found.length === 0) return undefined;
  const data = new Uint8Array(img.data);
  const { width, height } = img;
  for (const p of found)
    for (let y = Math.max(0, p.y0 - 1); y <= Math.min(height - 1, p.y1 + 1); y++) data.fill(255, y * width + Math.max(0, p.x0 - 1), y * width + Math.min(width - 1, p.x1 + 1) + 1);
  return { width, height, data };
}

/** The patches of ink (at or darker than `threshold`, touching at a side or a corner), and each pixel's patch (its index + 1; 0 on paper). */
function patchesOf(img: GreyImage, threshold: number): { labels: Int32Array; patches: Patch[] } {
  const { width, height, data } = img;
  const labels = new Int32Array(width * height);
  const patches: Patch[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < data.length; start++) {
    if (labels[start] !== 0 || data[start] > threshold) continue;
    const label = patches.length + 1;
    const patch: Patch = { x0: width, y0: height, x1: -1, y1: -1, pixels: 0 };
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const i = stack[--top];
      const x = i % width;
      const y = (i - x) / width;
      patch.pixels++;
      if (x < patch.x0) patch.x0 = x;
      if (x > patch.x1) patch.x1 = x;
      if (y < patch.y0) patch.y0 = y;
      if (y > patch.y1) patch.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (labels[j] === 0 && data[j] <= threshold) {
            labels[j] = label;
            stack[top++] = j;
          }
        }
      }
    }
    patches.push(patch);
  }
  return { labels, patches };
}

/**
 * The patches of the dotted rules running along the rows (or down the columns): small patches
 * chained from one to the next as described for `withoutDottedRules`.
 */
function chains(patches: Patch[], labels: Int32Array, width: number, along: 'rows' | 'columns', thin: number, long: number, th: number): Patch[] {
  // Along the rule (`a`) and across it (`c`), whichever way it runs.
  const a0 = (p: Patch) => (along === 'rows' ? p.x0 : p.y0);
  const a1 = (p: Patch) => (along === 'rows' ? p.x1 : p.y1);
  const mid = (p: Patch) => (along === 'rows' ? (p.y0 + p.y1) / 2 : (p.x0 + p.x1) / 2);
  const across = (p: Patch) => (along === 'rows' ? p.y1 - p.y0 + 1 : p.x1 - p.x0 + 1);
  const small = patches
    .map((p, i) => ({ p, label: i + 1 }))
    .filter(({ p }) => across(p) <= thin && a1(p) - a0(p) + 1 <= long && p.pixels >= 2)
    .sort((x, y) => a0(x.p) - a0(y.p));
  const open: { members: typeof small; mid: number }[] = [];
  const done: (typeof small)[] = [];
  const maxGap = 1.5 * th;
  for (const s of small) {
    const m = mid(s.p);
    // The chain this patch goes on: its last patch's middle within a few pixels of this one's, and the gap short and clear.
    let joined = false;
    for (let k = open.length - 1; k >= 0; k--) {
      const chain = open[k];
      const last = chain.members[chain.members.length - 1];
      const gap = a0(s.p) - a1(last.p) - 1;
      if (gap > maxGap) {
        // Nothing further along can join it: it is closed.
        done.push(chain.members);
        open.splice(k, 1);
        continue;
      }
      if (joined || gap < 1 || Math.abs(chain.mid - m) > Math.max(2, thin / 2) || !clear(last, s, chain.mid)) continue;
      chain.members.push(s);
      joined = true;
    }
    if (!joined) open.push({ members: [s], mid: m });
  }
  done.push(...open.map((c) => c.members));
  return done.filter((members) => members.length >= 8 && a1(members[members.length - 1].p) - a0(members[0].p) >= 6 * th).flatMap((members) => members.map((m) => m.p));

  /** Whether the band of the rule between two of its patches holds no other ink. */
  function clear(from: { p: Patch; label: number }, to: { p: Patch; label: number }, middle: number): boolean {
    const half = Math.ceil(thin / 2);
    for (let k = a1(from.p) + 1; k < a0(to.p); k++)
      for (let c = Math.round(middle) - half; c <= Math.round(middle) + half; c++) {
        const i = along === 'rows' ? c * width + k : k * width + c;
        if (i >= 0 && i < labels.length && labels[i] !== 0) return false;
      }
    return true;
  }
}
