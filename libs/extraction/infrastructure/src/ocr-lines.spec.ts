import { mergeOcrPasses, mergeOcrWords, OcrWord, parseTsv } from './ocr-lines';

const word = (text: string, left: number, top: number, line: string, width = 60, conf = 90): OcrWord => ({ text, left, top, width, height: 20, line, conf });

describe('OCR passes merged', () => {
  it('parses the words of tesseract TSV output with their line and confidence', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '4\t1\t1\t1\t1\t0\t10\t10\t200\t20\t-1\t',
      '5\t1\t1\t1\t1\t1\t150\t10\t60\t20\t91\tמע"מ',
      '5\t1\t1\t1\t1\t2\t10\t10\t60\t20\t90\t7.26',
    ].join('\n');
    expect(parseTsv(tsv)).toEqual([
      { text: 'מע"מ', left: 150, top: 10, width: 60, height: 20, line: '1.1.1.1', conf: 91 },
      { text: '7.26', left: 10, top: 10, width: 60, height: 20, line: '1.1.1.1', conf: 90 },
    ]);
  });

  it('takes numbers from the English pass in place of what the Hebrew pass misread, keeping the ₪ sign', () => {
    const hebrew = [word('מע"מ', 300, 100, 'a'), word('18%', 200, 100, 'a'), word('6', 60, 100, 'a'), word('₪', 10, 100, 'a', 20)];
    const english = [word('n"yn', 300, 100, 'x'), word('18%', 200, 100, 'x'), word('7.26', 40, 100, 'x')];
    expect(mergeOcrPasses(hebrew, english)).toBe('מע"מ 18% 7.26 ₪');
  });

  it('does not let a Hebrew word the English pass read as digits replace it', () => {
    const hebrew = [word('סופר', 300, 10, 'a'), word('כהן', 200, 10, 'a')];
    const english = [word('15910', 300, 10, 'x')];
    expect(mergeOcrPasses(hebrew, english)).toBe('סופר כהן');
  });

  it('keeps a number the Hebrew pass read whole where the English pass saw one digit of it', () => {
    // h2-he-pharmacy-till-1.scan.jpg: "03.05.2025" beside the time, read by the English pass as "5".
    const hebrew = [word('20:03:07', 57, 258, 'a', 111), word('03.05.2025', 466, 258, 'a', 140)];
    const english = [word('20:03:07', 57, 258, 'x', 111), word('5', 466, 258, 'x', 140)];
    expect(mergeOcrPasses(hebrew, english)).toBe('20:03:07 03.05.2025');
    expect(mergeOcrPasses([word('מספר:', 946, 410, 'a'), word('ZK979556', 566, 410, 'a', 128)], [word('6', 566, 410, 'x', 128)])).toBe('מספר: ZK979556');
  });

  it('takes an amount the English pass read with its glued currency sign as letters, where the first pass saw the sign and cut the digits', () => {
    // h57-mixed-sorek-valley-fuel-slip-1.png (a monospaced slip): "₪137.53" read by the first pass as "₪137" and "3.", by the English pass as "mw137.53".
    const hebrew = [word('סה"כ', 1040, 1308, 'a', 117), word('לתשלום', 824, 1307, 'a', 179), word('3.', 223, 1306, 'a', 63), word('₪137', 76, 1306, 'a', 117)];
    const english = [word('32"no', 1040, 1308, 'x', 117), word('n1i79wn?', 824, 1307, 'x', 179), word('mw137.53', 76, 1302, 'x', 210)];
    expect(mergeOcrPasses(hebrew, english)).toBe('סה"כ לתשלום ₪137.53');
    // Letters before an amount with no sign of the first pass there are no sign: the word is left to the first pass.
    expect(mergeOcrPasses([word('סכום', 1040, 1308, 'a', 117), word('137', 76, 1306, 'a', 117)], [word('mw137.53', 76, 1302, 'x', 210)])).toBe('סכום 137');
    // Nor is an amount the English pass read with a sign of its own: h58-he-zichron-yaakov-hotel-folio-1.png, "837.00" read by it as "$37.00".
    expect(mergeOcrPasses([word('לינה', 1252, 651, 'a', 40), word('0', 380, 655, 'a', 32)], [word('nyo', 1252, 651, 'x', 40), word('$37.00', 337, 655, 'x', 75)])).toBe('לינה 0');
  });

  it('reads a 0 the English pass saw as "@" at the start of a number', () => {
    // h2-he-pharmacy-till-1.scan.jpg: the mixed pass read "03.05.2025" as "5", the English pass as "@3.05.2025".
    const hebrew = [word('20:03:07', 57, 258, 'a', 111), word('5', 466, 258, 'a', 140)];
    const english = [word('20:03:07', 57, 258, 'x', 111), word('@3.05.2025', 466, 258, 'x', 140)];
    expect(mergeOcrPasses(hebrew, english)).toBe('20:03:07 03.05.2025');
  });

  it("takes the English pass's reading of a code of capitals and digits where the first pass saw a digit of it", () => {
    // h3-he-refund-credit-1.png: the mixed pass read "ZK979556" as "6" (confidence 96), the English pass read it whole.
    const hebrew = [word('מספר:', 946, 415, 'a', 76), word('6', 566, 410, 'a', 128), word('תאריך', 447, 415, 'a', 73)];
    const english = [word('p0n', 946, 415, 'x', 76), word('ZK979556', 566, 410, 'x', 128), word('nan', 447, 415, 'x', 73)];
    expect(mergeOcrPasses(hebrew, english)).toBe('מספר: ZK979556 תאריך');
    // Never over a Hebrew word.
    expect(mergeOcrPasses([word('קבלה', 566, 410, 'a', 128)], [word('ZK979556', 566, 410, 'x', 128)])).toBe('קבלה');
    // One digit more or less is the English pass's better reading.
    expect(mergeOcrPasses([word('סה"כ', 300, 10, 'a'), word('1436.00', 60, 10, 'a')], [word('36.00', 60, 10, 'x')])).toBe('סה"כ 36.00');
  });

  it("takes the English pass's code where the first pass read its letters as digits before the same digits", () => {
    // h31-he-army-surplus-store-till-3.png: "FS540415" read by the mixed pass as '"5540415', by the English pass whole.
    const till = (first: string) => [word('חשבונית', 600, 300, 'a', 120), word(first, 300, 300, 'a', 130)];
    expect(mergeOcrPasses(till('"5540415'), [word('avapz', 600, 300, 'x', 120), word('FS540415', 300, 300, 'x', 130)])).toBe('חשבונית FS540415');
    // h31-he-ice-supplier-two-page-2.png: "IC/279581" read as "16279581", and by the English pass as "1C/279581", its I a 1.
    expect(mergeOcrPasses(till('16279581'), [word('1C/279581', 300, 300, 'x', 130)])).toBe('חשבונית IC/279581');
    // Not over digits of its own that are not the code's ("5540416"), nor for more extra digits than two per letter.
    expect(mergeOcrPasses(till('5540416'), [word('FS540415', 300, 300, 'x', 130)])).toBe('חשבונית 5540416');
    expect(mergeOcrPasses(till('9876540415'), [word('F540415', 300, 300, 'x', 130)])).toBe('חשבונית 9876540415');
  });

  it("takes the English pass's code where the first pass read its letter as a stray mark beside the same digits", () => {
    // h57-he-bat-yam-beach-hotel-folio-3.png: "F7069600" read by the first pass as "7069600=", by the English pass whole.
    const hebrew = [word("מס'", 1474, 383, 'a', 40), word('חשבונית', 1367, 386, 'a', 96), word('7069600=', 1208, 382, 'a', 128)];
    expect(mergeOcrPasses(hebrew, [word('F7069600', 1208, 382, 'x', 128)])).toBe("מס' חשבונית F7069600");
    // (The same digits with no mark are the first pass's: the English pass may have added a letter.)
    expect(mergeOcrPasses([...hebrew.slice(0, 2), word('7069600', 1208, 382, 'a', 128)], [word('F7069600', 1208, 382, 'x', 128)])).toBe("מס' חשבונית 7069600");
  });

  it('takes a number the Hebrew pass cut short beside a Hebrew word whose box reaches into it, keeping the word', () => {
    // h24-he-fitness-equipment-credit-note-1.png (a crop of it): "324.79 זכות" read by the mixed pass as "9" and a "זכות" 57 pixels wide,
    // by the English pass as "324.79" and "mt" for the word.
    const at = (text: string, left: number, width: number, line: string): OcrWord => ({ text, left, top: 125, width, height: 16, line, conf: 90 });
    const hebrew = [at('סה"כ', 424, 45, 'a'), at('זיכוי', 376, 40, 'a'), at('לפני', 330, 38, 'a'), at('מע"מ', 275, 47, 'a'), at('9', 180, 25, 'a'), at('זכות', 91, 57, 'a')];
    const english = [at('3"0', 424, 45, 'x'), at('1971', 376, 40, 'x'), at('87', 330, 38, 'x'), at('"yn', 275, 47, 'x'), at('324.79', 137, 68, 'x'), at('mt', 91, 38, 'x')];
    expect(mergeOcrPasses(hebrew, english)).toBe('סה"כ זיכוי לפני מע"מ 324.79 זכות');
    // Where the English pass read the Hebrew word as part of the number, the word stands.
    expect(mergeOcrPasses(hebrew, [at('324.79', 91, 114, 'x')])).toBe('סה"כ זיכוי לפני מע"מ 9 זכות');
    // And two digits the English pass made of a name's letters, lying within its word, are no number (he-credit-note-1.scan.jpg: "73" in "גל-אור").
    const name = [at('גל-אור', 300, 90, 'a'), at('תאורה', 200, 80, 'a')];
    expect(mergeOcrPasses(name, [at('ta', 300, 50, 'x'), at('73', 350, 30, 'x'), at('nna', 200, 80, 'x')])).toBe('גל-אור תאורה');
  });

  it('takes a date the Hebrew pass cut short where the word beside it swallowed its first characters', () => {
    // h66-mixed-drone-mapping-survey-invoice-2.png: "19/05/2025" beside "לקוח · Client", read by the mixed pass as "5" and a "לקות" 100
    // pixels wide reaching 30 pixels into the date, by the English pass whole, with "nip‘?" for the Hebrew word.
    const at = (text: string, left: number, width: number, line: string): OcrWord => ({ text, left, top: 310, width, height: 18, line, conf: 85 });
    const hebrew = [at('תאריך', 1461, 60, 'a'), at('Date', 1395, 47, 'a'), at('5', 1200, 36, 'a'), at('לקות', 1048, 100, 'a'), at('Client', 970, 58, 'a')];
    const english = [at('Client', 970, 58, 'x'), at('nip‘?', 1048, 46, 'x'), at('19/05/2025', 1118, 118, 'x'), at('Date', 1395, 47, 'x'), at('Nn', 1461, 60, 'x')];
    expect(mergeOcrPasses(hebrew, english)).toBe('תאריך Date 19/05/2025 לקות Client');
    // A Hebrew word reaching into the number by more than a third of it is what the English pass read as digits: it stands.
    expect(mergeOcrPasses(hebrew, [...english.slice(0, 2), at('19/05/2025', 1100, 118, 'x'), ...english.slice(3)])).toBe('תאריך Date 5 לקות Client');
  });

  it('keeps English lines left to right and lines in page order', () => {
    const mixed = [word('Total', 10, 200, 'b'), word('47.60', 100, 200, 'b'), word('Corner', 10, 10, 'a'), word('Books', 80, 10, 'a')];
    expect(mergeOcrPasses(mixed, [])).toBe('Corner Books\nTotal 47.60');
  });

  it('gives the parser each word with its box and a 0-1 confidence', () => {
    const [line] = mergeOcrWords([word('Total', 10, 200, 'b', 60, 96), word('47.60', 100, 200, 'b', 50, 40)], []);
    expect(line.words).toEqual([
      { text: 'Total', x0: 10, x1: 70, y0: 200, y1: 220, conf: 0.96 },
      { text: '47.60', x0: 100, x1: 150, y0: 200, y1: 220, conf: 0.4 },
    ]);
  });
});
