// Worker thread that reads PDF text layers with pdf.js. pdf.js ships as an ES module only and
// parsing is CPU-bound: a thread keeps it off the job runner's event loop and loads it natively.
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

parentPort.on('message', async ({ id, bytes, maxPages }) => {
  try {
    parentPort.postMessage({ id, ...(await readTextLayer(bytes, maxPages)) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});

async function readTextLayer(bytes, maxPages) {
  const task = getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const lines = [];
    // Pages are stacked top to bottom in one coordinate space, y growing downwards.
    let offset = 0;
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const page = await doc.getPage(n);
      const height = page.view[3] - page.view[1];
      const content = await page.getTextContent();
      lines.push(
        ...linesOf(
          content.items.filter((item) => typeof item.str === 'string'),
          offset + height,
        ),
      );
      offset += height;
      page.cleanup();
    }
    return { pages: doc.numPages, text: lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n'), lines };
  } finally {
    await task.destroy();
  }
}

// Text runs grouped into lines by their baseline, ordered right to left in lines with Hebrew
// so that labels come before their values as in the logical (reading) order. Each word keeps its
// box (top-down coordinates, `bottom` being the page's lower edge in the stacked space), so the
// parser can pair a label with the value printed beside or under it.
function linesOf(items, bottom) {
  const rows = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const x = item.transform[4];
    const y = item.transform[5];
    const height = Math.abs(item.transform[3]) || item.height || 10;
    const run = { x, width: item.width, str: item.str, height };
    const row = rows.find((r) => Math.abs(r.y - y) < Math.min(r.height, height) * 0.5);
    // The same text printed again over itself, a little offset (a shadow, a glow, a bold faked by printing twice): one run.
    const again = (r) => r.str.trim() === run.str.trim() && Math.abs(r.x - x) < height * 0.5 && Math.abs(r.width - run.width) < height * 0.5;
    if (row?.runs.some(again)) continue;
    if (row) row.runs.push(run);
    else rows.push({ y, height, runs: [run] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((row) => {
    const rtl = row.runs.some((r) => /[\u0590-\u05ff]/.test(r.str));
    row.runs.sort((a, b) => (rtl ? b.x - a.x : a.x - b.x));
    const top = bottom - row.y - row.height;
    // Runs that touch belong to one word (pdf.js splits at punctuation and ligatures). Touching is
    // measured by the smaller print of the two: a small name's word spaces beside a large brand on
    // the same baseline ("SOCKLAND" beside "צעד צבעוני סחר מקוון בע"מ") still part its words.
    const words = [];
    let previous;
    for (const run of row.runs) {
      const gap = previous ? (rtl ? previous.x - (run.x + run.width) : run.x - (previous.x + previous.width)) : Infinity;
      const glued = gap < Math.min(row.height, run.height, previous?.height ?? Infinity) * 0.12 && !/\s$/.test(previous.str) && !/^\s/.test(run.str);
      const box = { x0: run.x, x1: run.x + run.width, y0: top, y1: top + row.height };
      if (glued) {
        const last = words[words.length - 1];
        // In a right-to-left line, runs of Latin letters and digits glued into one word ("INV" "-" "805333") still read left to right.
        const ltr = rtl && !/[\u0590-\u05ff]/.test(last.text) && !/[\u0590-\u05ff]/.test(run.str);
        // A left-to-right run glued to the Hebrew at its right keeps, at its right end, the marks that read between them: "24/00947-" beside "מ" is "מ-24/00947".
        const afterHebrew = rtl && /[\u0590-\u05ff]$/.test(last.text) && !/[\u0590-\u05ff]/.test(run.str) ? /^(.*[\p{L}\p{N}])([-/.:]+)$/u.exec(run.str) : null;
        last.text = ltr ? run.str + last.text : afterHebrew ? last.text + afterHebrew[2] + afterHebrew[1] : last.text + run.str;
        last.x0 = Math.min(last.x0, box.x0);
        last.x1 = Math.max(last.x1, box.x1);
      } else words.push({ text: run.str.trim(), ...box });
      previous = run;
    }
    return { words: words.filter((w) => w.text) };
  });
}
