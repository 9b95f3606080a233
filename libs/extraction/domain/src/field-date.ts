import { Candidate, capped, decide, Finding, holdsTitle, isTitleLine, ParseContext, segments } from './candidates';
import { DateMatch, datesIn, HEBREW_WEEKDAY } from './dates';
import { Line, spanOf, Word, wordsIn } from './layout-lines';

/** Labels of the document's own date (a British VAT invoice's tax point, the time of supply, is its VAT date; not the day the work was done, "תאריך ביצוע"). */
const DATE_LABEL =
  /(תאריך(?!\s*(?:פירעון|ערך|אספקה|משלוח|תפוגה|לידה|יציאה|עזיבה|החזרה|הגעה|כניסה|טיסה|נסיעה|ביצוע|ה?עבודה|ה?מסירה))|הופק|\bdate\b|dated|issued|date\s*of\s*issue|printed|datum|fecha|tax\s*point|time\s*of\s*supply)/i;
/**
 * Labels that name the date as the document's own (and "הפקה" alone, "issue": a bilingual "תאריך הפקה / Issue date" whose first word the recogniser
 * lost, "הפקה 05/04/2026 Issue date /").
 */
const STRONG_LABEL =
  /(invoice\s*date|fakturadat(?:um|o)|statement\s*date|date\s*(?:and\s*time\s*)?of\s*issue|datum\s*(?:i\s*vrijeme\s*)?izdavanja|receipt\s*date|bill(?:ing)?\s*date|תאריך\s*(?:הפקה|הפקת|החשבון|החשבונית|חשבונית|מסמך|הנפקה|הוצאה|הוצאת|הדפסה)|issue\s*date|issued\s*on|הונפק|(?<![א-ת])הופק(?:ה|ו)?\s*ב(?:יום|תאריך)|(?<![א-ת])ת['.]\s?(?:חשבונית|הפקה|מסמך)|(?<![א-ת])הפקה(?![א-ת]))/i;
/** When a stay, a parking or a rental ended. */
const LEAVING = /(departure|check.?out|\bexit\b|\bout\b|returned|(?<![א-ת])(?:יציאה|עזיבה|החזרה)(?![א-ת]))/i;
/**
 * When the goods were supplied (or the work handed over, "תאריך מסירה"): the tax point, so on a
 * delivery slip that is its own invoice the document's date, but below a date labelled as the
 * document's.
 */
const SUPPLY_DATE = /(deliver(?:y|ed)?|(?<![א-ת])ה?(?:אספקה|מסירה)(?![א-ת]))/i;
/**
 * Dates that are not the document's: when to pay (Swedish "förfallodatum", Danish and Norwegian "forfaldsdato", "forfallsdato"), what period, when
 * something else happened (when a standing order "will collect" the amount; a guest's arrival, "הגעה", its ג perhaps recognised as a נ, "הנעה").
 */
const OTHER_DATE =
  /(due|f[öo]rfallodatum|forfalls?dato|forfaldsdato|pay\s*by|payable|until|valid|expir|period|from\b|through|arrival|check.?in|(?<![א-ת])ה?ה[גנ]עה(?![א-ת])|shipped|dispatch|shipping|(?<![א-ת])ה?משלוח(?![א-ת])|service\s*period|previous|last\s*reading|next|reading|meter|debit|פירעון|לתשלום|אחרון|עד\s*(?:ה|ל)?תאריך|מ-?תאריך|(?<![א-ת])החל|מועד|תקופ|מיום|תוקף|קריאה|עד:|בגין|ready|pick.?up|collect|warranty|vaccin|event\s*date|\bvisit\b|\binspection\b|next|(?<![א-ת])(?:מוכן|לאיסוף|איסוף|אחריות|חיסון|האירוע|מקדמה|ביום|עד|ה?ביקור|תחילת|שוטף)(?![א-ת])|תנאי\s*תשלום|payment\s*terms|(?<![א-ת])ה?בא(?![א-ת])|(?<![א-ת])לתאריך|(?<![א-ת])(?:שיק|צ'ק|המחאה)(?![א-ת])|\bcheque\b|(?<![א-ת])(?:ייגבה|יגבה|יחויב|יחוייב|ינוכה)(?![א-ת])|הוראת\s*קבע|will\s*be\s*(?:charged|debited|collected))/i;

/** "מ-" ("from", "of") glued to the date after it: "חשבונית 72270 מ-22.09.22", "מ-01.03". */
const FROM_GLUED = /(?<![א-ת])מ-$/;

/** A date label and nothing else, in one language or two: "תאריך:", "Date", "תאריך / Date". */
const PLAIN_DATE_LABEL = /^[\s|:.]*(?:תאריך|date)\s*[:.]?\s*(?:\/\s*(?:תאריך|date)\s*[:.]?\s*)?$/i;
/** A date label closing the line after a date and perhaps its time: "25.9.25 10:38 Date", right-to-left text's order of "Date 25.9.25 10:38". */
const LABEL_AFTER = /^\s*(?:\d{1,2}:\d{2}(?::\d{2})?\s*)?(?:date|תאריך)\s*[:.]?\s*$/i;
/** A date label with a word that says which day it is: "תאריך החתונה", "Wedding date". */
const QUALIFIED_DATE_LABEL = /(?<![א-ת])תאריך\s+[א-ת]{2,}|\b[a-z]{3,}\s+date\b/i;

/** A Hebrew date label whose next word, the one that says which date, was read as Latin noise. */
const QUALIFIER_LOST = /(?<![א-ת])תאריך\s+[^\s\u0590-\u05ff\d/]*[A-Za-z]{2}[^\s\u0590-\u05ff\d]*\s*[:.]?\s*$/;

/**
 * When the money was taken: "Paid by Mastercard ending 5070 on 13/08/2023", "Charged on 9 Oct 2024",
 * "Paid on 12.03.2025 (Visa …)". A receipt acknowledges a payment, so the payment's date is its date
 * (raised like a departure's date, not a label of the document's date: never checked by it).
 */
const PAID_ON = /\b(?:paid|charged|payment\s+(?:received|taken|made))\b(?:(?![.;!?]).){0,50}?\bon\s*$/i;

/**
 * When the order was placed: on an order confirmation or a shop's receipt it is often the document's
 * own date, so it is lowered less than a delivery's, a due date or a period, and only gives way to a
 * date labelled as the document's.
 */
const ORDER_DATE = /(order\s*date|ordered|placed|date\s*of\s*order|(?<![א-ת])ה?הזמנה(?![א-ת]))/i;

/**
 * The document's date. Every date is a candidate; a date label on its line or over its column
 * raises it, a due date, a billing period, an order date or a cited invoice's date lowers it, and
 * among the rest the latest wins a little (a document is issued after the period it bills and
 * the order it confirms). American documents write the month first. A date that reads either way
 * round is not checked unless the order is known (`orderKnown`: the document's own dates tell it,
 * or its currency is one whose countries write the day first).
 */
export function findDate(ctx: ParseContext, monthFirst: boolean, orderKnown = true): Finding | undefined {
  const candidates: Candidate[] = [];
  const ambiguous = new Set<Candidate>();
  /** The label a date under a plain date label has. */
  const labels = new Map<Candidate, string>();
  /** The first days of the periods the page prints ("1/7/2026 - 31/7/2026"). */
  const periodStarts: string[] = [];
  // The titles a date was found under: a later page repeating its header ("חשבונית מס 37002" over the date again) repeats the date, perhaps read worse
  // ("16/06/2023" for "06/06/2023"), so the first page's reading is taken over it, later though the other is.
  const titlesSeen = new Set<string>();
  const underTitleBonus = (title: Line | undefined) => {
    const key = title?.text.replace(/\s+/g, ' ') ?? '';
    const repeated = titlesSeen.has(key);
    titlesSeen.add(key);
    return repeated ? 0.2 : 0.3;
  };
  for (const line of ctx.lines) {
    const text = ctx.ocr && !monthFirst ? withZerosRepaired(line.text) : line.text;
    const own = datesIn(text, monthFirst);
    const dates = [...own, ...stackedDates(ctx.lines, line, own, monthFirst)].sort((a, b) => a.index - b.index);
    for (const d of dates) {
      const before = labelBefore(ctx.lines, line, d.index);
      const header = headerAbove(ctx.lines, line, d.index, d.index + d.length);
      let score = 0.35;
      let why = 'a date';
      if (ownLabel(before, STRONG_LABEL) || STRONG_LABEL.test(header)) {
        score += 0.55;
        why = 'document date label';
      } else if (ownLabel(lastLabel(before), DATE_LABEL)) {
        score += 0.4;
        // "תאריך" with the word that said which date read as noise ("תאריך mpm" for "תאריך הזמנה"): any date of the page, not checked.
        why = ctx.ocr && QUALIFIER_LOST.test(lastLabel(before)) ? 'date label (doubted)' : 'date label';
      } else if (ctx.hebrew && LABEL_AFTER.test(line.text.slice(d.index + d.length))) {
        // A bilingual page's English label set after its value, as right-to-left text places it ("25.9.25 10:38 Date" under "תאריך").
        score += 0.4;
        why = 'date label';
      } else if (LEAVING.test(lastLabel(before.replace(/\d{1,2}:\d{2}(?::\d{2})?/g, ' '))) || LEAVING.test(header)) {
        // A stay or a rental is billed when it ends: the departure's, the exit's, the return's date.
        score += 0.25;
        why = 'date of leaving';
      } else if (PAID_ON.test(before)) {
        // The date the payment was made: the date the receipt acknowledges.
        score += 0.25;
        why = 'date of payment';
      } else if (DATE_LABEL.test(header)) {
        // A "Date" column header is weaker: every row of the column has a date under it.
        score += 0.25;
        why = 'date column';
      }
      if ((ORDER_DATE.test(lastLabel(before)) && !STRONG_LABEL.test(lastLabel(before))) || ORDER_DATE.test(header)) {
        score -= 0.3;
        why = 'order date';
      } else if ((SUPPLY_DATE.test(lastLabel(before)) && !STRONG_LABEL.test(lastLabel(before))) || SUPPLY_DATE.test(header)) {
        score -= 0.1;
        why = 'date of supply';
      } else if (
        (OTHER_DATE.test(lastLabel(before)) && !STRONG_LABEL.test(lastLabel(before))) ||
        // (Not a date whose own label names it the document's, "תאריך הפקה 04.09.2025" under a bill's title "חשבון חשמל לתקופה": the label on its
        // line says more than the words over it.)
        (OTHER_DATE.test(header) && !STRONG_LABEL.test(lastLabel(before))) ||
        OTHER_DATE.test(amountsLabel(before)) ||
        // (A date with "מ-" ("from", "of") glued before it, "בגין חשבונית 72270 מ-22.09.22": a credited invoice's or a period's first day.)
        FROM_GLUED.test(before)
      ) {
        score -= 0.6;
        why = 'another date';
      }
      // The date printed beside the document's number right under its title ("חשבונית מס מרכזת" over "מס׳ 6752249 · 04.09.2023"): the document's.
      // (Or the title and its number before the date on its own line, "חשבונית מס 97943 · 10.4.22 · עמ' 1/2", the separator perhaps recognised as a "+".)
      if (
        why === 'a date' &&
        ((NUMBER_BEFORE.test(line.text.slice(0, d.index)) && holdsTitle(ctx.lines[line.index - 1])) || TITLE_AND_NUMBER_BEFORE.test(line.text.slice(0, d.index)))
      ) {
        score += 0.3;
        why = 'beside the number';
      }
      // A date on a line of its own right under the title ("חשבונית מס / קבלה 652-2022" over "20.11.22"): the document's, not the dates of the rows below.
      if (
        why === 'a date' &&
        own.length === 1 &&
        DATE_ALONE.test(line.text.slice(0, d.index)) &&
        DATE_ALONE.test(line.text.slice(d.index + d.length)) &&
        holdsTitle(ctx.lines[line.index - 1])
      ) {
        score += underTitleBonus(ctx.lines[line.index - 1]);
        why = 'under the title';
      }
      // (Or alone in a cell of its own right under the title's cell, the letterhead's line beside it: "לייזר-טק חיתוך וכיפוף בע"מ · ח.פ. …" and
      // "06/06/2023" under "חשבונית מס 37002".)
      if (why === 'a date' && own.length === 1 && aloneUnderTitleCell(line, ctx.lines[line.index - 1], d.index, d.index + d.length)) {
        score += underTitleBonus(ctx.lines[line.index - 1]);
        why = 'under the title';
      }
      // (Or alone in a cell right under the number's cell, "No. RS-2161", the title over that: the header's column of title, number and date, the date
      // unlabelled.)
      // (Less surely when no title is read over them: a letter-spaced "I N V O I C E" the recogniser read as letters apart.)
      const underNumber = why === 'a date' && own.length === 1 ? aloneUnderNumberCell(ctx.lines, line, d.index, d.index + d.length) : undefined;
      if (underNumber) {
        score += underNumber === 'titled' ? 0.3 : 0.2;
        why = 'under the number';
      }
      // A "Date" column's first row with more rows of dates right under it (an items table's delivery dates): a row's date, not the document's.
      if (why === 'date column' && ctx.lines.slice(line.index + 1, line.index + 4).filter((l) => datesIn(l.text, monthFirst).length > 0).length >= 3) {
        score -= 0.25;
        why = 'a date';
      }
      // One end of a range ("01/04/2026 – 30/04/2026", "from 1.3 to 31.3"): a period, not a day. Only the dates joined to a neighbour by a dash or
      // a "to" are; a grid's other cells on the same row (an invoice's date beside the billing period it bills) are not.
      if (inRange(line.text, dates, d)) {
        score -= 0.25;
        if (dates.some((o) => o !== d && o.iso > d.iso && inRange(line.text, dates, o))) periodStarts.push(d.iso);
      }
      // Printed with the time beside it, before or after (a till's or a printer's stamp).
      if (/^\s*\d{1,2}:\d{2}/.test(line.text.slice(d.index + d.length)) || /\d{1,2}:\d{2}(?::\d{2})?\s*$/.test(before)) score += 0.1;
      // A recognised date whose weakest word the recogniser doubted (a year's 4 read as 6) is not checked, whatever its label.
      const doubted =
        ctx.ocr &&
        (Math.min(1, ...wordsIn(line, d.index, d.index + d.length).map((w) => w.conf)) < 0.75 ||
          text.slice(d.index, d.index + d.length) !== line.text.slice(d.index, d.index + d.length));
      const candidate = { value: d.iso, score, line: line.index, why: doubted ? `${why} (doubted)` : why };
      candidates.push(candidate);
      if (why === 'date label') labels.set(candidate, lastLabel(before));
      if (d.ambiguous) ambiguous.add(candidate);
    }
  }
  if (candidates.length === 0) return undefined;
  // A recognised year with one digit misread ("2085" for "2025", its 2 read as 8), a decade or more from every other date of the page, all of one year
  // a digit away: that year, doubted. (A date decades from all the others is a misreading far more often than a document's.)
  if (ctx.ocr) {
    const years = candidates.map((c) => Number(c.value.slice(0, 4)));
    for (const c of candidates) {
      const year = Number(c.value.slice(0, 4));
      const others = [...new Set(years.filter((y) => y !== year))];
      if (others.length !== 1 || Math.abs(others[0] - year) < 10 || years.filter((y) => y === year).length > 1) continue;
      const other = String(others[0]);
      const differ = [...other].filter((d, i) => d !== String(year)[i]).length;
      if (differ !== 1) continue;
      c.value = `${other}${c.value.slice(4)}`;
      if (!c.why.endsWith('(doubted)')) c.why = `${c.why} (doubted)`;
    }
  }
  // A date labelled as the document's ("Invoice date") outranks one under a plain date label ("Tour date", "Date" beside a session), however late or stamped with a time.
  const named = candidates.filter((c) => c.why === 'document date label');
  for (const c of candidates) if (named.length > 0 && c.why.startsWith('date label') && !named.some((n) => n.value === c.value)) c.score -= 0.15;
  // A date label alone ("תאריך / Date", "Date:") is the document's; one that says what happened on the date ("תאריך החתונה / Wedding date",
  // "Session date") names another day, later or not: the plain one outranks it.
  const plain = [...labels].filter(([, label]) => PLAIN_DATE_LABEL.test(label));
  if (plain.length > 0) for (const [c, label] of labels) if (QUALIFIED_DATE_LABEL.test(label) && !plain.some(([p]) => p.value === c.value)) c.score -= 0.15;
  // (So does a date printed beside the title's number or right under the title, unlabelled: "חשבונית מס 8524 · 01.11.2022" over "תאריך ההובלה
  // 30.10.2022", the day of the move the invoice bills.)
  const titled = candidates.filter((c) => c.why === 'beside the number' || c.why === 'under the title');
  if (plain.length === 0 && titled.length > 0) for (const [c, label] of labels) if (QUALIFIED_DATE_LABEL.test(label) && !titled.some((t) => t.value === c.value)) c.score -= 0.15;
  // The latest of the dates not marked as another date: a small push, enough to break ties.
  const latest = candidates.filter((c) => c.why !== 'another date').reduce<string | undefined>((m, c) => (m === undefined || c.value > m ? c.value : m), undefined);
  for (const c of candidates) if (c.value === latest) c.score += 0.08;
  // Checked: labelled as the document's date, and no other date on the page carries as strong a date label.
  const rank = (c: Candidate) => LABEL_RANK[c.why] ?? 0;
  // A date more than a year away from every other date of the page (an event, a due date, a period) is more likely misread than right: not checked.
  const far = (c: Candidate) =>
    candidates.some((o) => o.value !== c.value) && candidates.every((o) => o.value === c.value || Math.abs(Date.parse(o.value) - Date.parse(c.value)) > 366 * 86_400_000);
  // A recognised date before the first day of a period the page bills (a monthly bill's "2/6/2026" beside "1/7/2026 - 31/7/2026" for July): a bill issued
  // in advance, or a digit misread ("2/8/2026", its 8 read as a 6); not checked.
  const beforePeriod = (c: Candidate) => ctx.ocr && periodStarts.some((start) => c.value < start);
  for (const c of candidates)
    c.checked =
      rank(c) > 0 &&
      !candidates.some((o) => o.value !== c.value && rank(o) >= rank(c)) &&
      !c.why.endsWith('(doubted)') &&
      !far(c) &&
      !beforePeriod(c) &&
      (orderKnown || !ambiguous.has(c));
  const found = decide(candidates.filter((c) => c.score > 0.15));
  return found && { value: found.value, confidence: capped(found.confidence, found.checked), checked: found.checked };
}

/**
 * The label of an amount right before a date, when only a "on" stands between them ("תשלום אחרון: 1,623.59 ב-07/04/2026", "Last payment 732.40 ₪ בתאריך
 * 12/04/2024"): that payment's date, which the amount's label says is another than the document's. Empty when no amount is right before the date.
 */
function amountsLabel(before: string): string {
  // (Or a number of days, "תנאי תשלום: שוטף + 60 (29.11.2023)": the terms' due date.)
  const amount = /\d[\d,]*\.\d{2}\s*[₪$€£]?\s*(?:ב-?|בתאריך|ביום|on|dated)?\s*[-:]?\s*$|\d{1,3}\s*\(\s*$/i.exec(before);
  return amount ? lastLabel(before.slice(0, amount.index).replace(/[\s₪$€£:]+$/, '')) : '';
}

/** Whether a date is joined to the date before or after it on its line by a range's dash or "to" ("עד"), with little between them. */
function inRange(text: string, dates: DateMatch[], d: DateMatch): boolean {
  const k = dates.indexOf(d);
  const joins = (a: DateMatch | undefined, b: DateMatch | undefined) => {
    if (!a || !b) return false;
    const between = text.slice(a.index + a.length, b.index);
    // (Another value between them, a quote's number, "28 Aug 2024 | Q103 · 2 Jul 2024" with its dot read as a dash, parts two cells: a time of day does not.)
    if (/\d/.test(between.replace(/\d{1,2}:\d{2}(?::\d{2})?/g, ''))) return false;
    // (Nor a label of the second date between them, "הגעה 04.06.26 - עזיבה 05.06.26" with its separator read as a dash: two labelled days, not a range.)
    if (/[א-ת]{2,}|[a-z]{3,}/i.test(between.replace(/(?<![א-ת])ו?עד(?![א-ת])|\b(?:to|until|till|thru|through)\b/gi, ''))) return false;
    return between.length <= 15 && /[-–—]|עד|\bto\b|until|through/i.test(between);
  };
  return joins(dates[k - 1], d) || joins(d, dates[k + 1]);
}

/** A cell opening with an English month's name, or with a day and the month's name. */
const MONTH_FIRST =
  /^(?:\d{1,2}(?:st|nd|rd|th)?\.?\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?![\p{L}])/iu;

/**
 * Dates a narrow cell wrapped onto two lines, the month's name over the rest ("December" over "23, 2025", "June 3," over "2024", "24 Jun"
 * over "2024" in a header row's column): the cell's words, opening with the month's name or the day and the month's, and right under
 * them, a line's pitch below, the words in their column. Placed on the upper words, where the cell's header is over them. (`own`: the
 * dates the line holds by itself, whose words are no cell's to join.)
 */
function stackedDates(lines: Line[], line: Line, own: DateMatch[], monthFirst: boolean): DateMatch[] {
  // (The next line of the reading may be another column's, set a little lower: "KN23543509" between "December" and "23, 2025".)
  const nextLines = lines.slice(line.index + 1, line.index + 3).filter((l) => l.y0 > line.y0 && l.y0 - line.y1 <= 0.8 * line.height);
  if (nextLines.length === 0 || !/[a-z]{3}/i.test(line.text)) return [];
  const out: DateMatch[] = [];
  const reach = line.height;
  const close = (a: Word, b: Word) => b.x0 - a.x1 <= 0.8 * reach && b.x0 > a.x0;
  line.words.forEach((w, i) => {
    // (A cell's first word: not one right after another of its cell.)
    if (i > 0 && close(line.words[i - 1], w)) return;
    let last = i;
    while (last + 1 < line.words.length && close(line.words[last], line.words[last + 1])) last++;
    const upper = line.words.slice(i, last + 1);
    const text = upper.map((u) => u.text).join(' ');
    const end = upper[upper.length - 1].end;
    if (!MONTH_FIRST.test(text) || own.some((d) => d.index < end && w.start < d.index + d.length)) return;
    const span = { x0: w.x0, x1: upper[upper.length - 1].x1 };
    const column = (l: Line) => l.words.filter((u) => u.x1 > span.x0 - reach && u.x0 < span.x1 + reach);
    const next = nextLines.find((l) => column(l).length > 0);
    const rest = next ? column(next) : [];
    if (rest.length === 0 || rest.some((u) => u.x0 < span.x0 - reach || u.x1 > span.x1 + reach)) return;
    const d = datesIn(`${text} ${rest.map((u) => u.text).join(' ')}`, monthFirst).find((m) => m.index === 0 && m.length > text.length);
    if (d) out.push({ ...d, index: w.start, length: end - w.start });
  });
  return out;
}

/** Whether the date at [start, end) is alone in its cell, the cell over it on the line above being the document's title. */
function aloneUnderTitleCell(line: Line, above: Line | undefined, start: number, end: number): boolean {
  const span = aloneInCell(line, start, end);
  return above !== undefined && span !== undefined && cellOver(above, span, isTitleLine);
}

/**
 * Whether the date at [start, end) is alone in its cell, the cell over it on the line above being the document's number and its label and nothing
 * else ("No. RS-2161"); 'titled' when a title is over that ("INVOICE" over "No. RS-2161" over "23 May 2022", a customer's address beside them).
 */
function aloneUnderNumberCell(lines: Line[], line: Line, start: number, end: number): 'titled' | 'untitled' | undefined {
  const above = lines[line.index - 1];
  const span = aloneInCell(line, start, end);
  if (!above || !span || !cellOver(above, span, (text) => NUMBER_CELL.test(text))) return undefined;
  // (The title's line perhaps a line or two higher, a customer's name beside the column read between them.)
  return lines.slice(Math.max(0, line.index - 4), line.index - 1).some((l) => cellOver(l, span, isTitleLine)) ? 'titled' : 'untitled';
}

/** The span of the date at [start, end) when nothing but a time of day or a separator shares its cell; undefined otherwise. */
function aloneInCell(line: Line, start: number, end: number): { x0: number; x1: number } | undefined {
  const cell = segments(line).find((seg) => seg.start <= start && end <= seg.end);
  if (!cell || !DATE_ALONE.test(line.text.slice(cell.start, start)) || !DATE_ALONE.test(line.text.slice(end, cell.end))) return undefined;
  return spanOf(line, start, end);
}

/** Whether a cell of `line` whose text passes `test` stands over the span. */
function cellOver(line: Line, span: { x0: number; x1: number }, test: (text: string) => boolean): boolean {
  return segments(line).some((seg) => {
    const over = spanOf(line, seg.start, seg.end);
    return test(seg.text) && over.x0 < span.x1 && span.x0 < over.x1;
  });
}

/** A weekday's name: English, Hebrew ("יום שלישי", "יום ג'", and Saturday's alone, "שבת"), Catalan, Spanish, French, German, Italian. */
const WEEKDAY = String.raw`(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?|${HEBREW_WEEKDAY}|(?<![א-ת])שבת(?![א-ת])|dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)`;
/** What may stand beside a date alone on its line: nothing, a time of day, a separator. */
const DATE_ALONE = /^[\s|·:,-]*(?:\d{1,2}:\d{2}(?::\d{2})?)?[\s|·:,-]*$/;
/** A document's number after its label: "6752249", "INV-4471", "2025/118". */
const DOCUMENT_NUMBER = String.raw`\s*:?\s*[A-Z]{0,4}[-/]?\d[\d/-]*\s*`;
/** A document number's label: "מס׳", "מספר", "No.", "Nr.". */
const NUMBER_LABEL = String.raw`(?:מס['׳"]|מספר|no\.?|nr\.?)`;
/** A document's number label and number, and nothing else, before a date on its line ("מס׳ 6752249 ·", "No. 4471 /"). */
const NUMBER_BEFORE = new RegExp(String.raw`^\s*${NUMBER_LABEL}${DOCUMENT_NUMBER}[·|,/-]?\s*$`, 'i');
/** A document's number label and number alone in a cell ("No. RS-2161", "מס' 4471"). */
const NUMBER_CELL = new RegExp(String.raw`^\s*(?:${NUMBER_LABEL}|#)${DOCUMENT_NUMBER}$`, 'i');
/**
 * A document's title and its number, and nothing else, before a date on its line ("חשבונית מס מרכזת מס׳ 11749 · 05.03.26 · דף 1/2"); a weekday's
 * name perhaps before the date ("חשבונית מס 852" beside "יום שני, 7 במרץ 2022", the date at the page's other edge), or nothing but a space or a
 * gap ("חשבונית מס 8524" beside "01.11.2022").
 */
const TITLE_AND_NUMBER_BEFORE = new RegExp(
  String.raw`^\s*(?:חשבונית(?:\s*מס)?(?:\s*[/-]?\s*קבלה)?(?:\s*(?:מרכזת|זיכוי|מקור|העתק))?|קבלה|(?:tax\s*)?invoice|receipt)\s*(?:מס['׳"]|מספר|no\.?|#)?${DOCUMENT_NUMBER}(?:[·|,+-]\s*(?:${WEEKDAY}\s*,?\s*)?|${WEEKDAY}\s*,?\s*)?$`,
  'i',
);

/** How strongly a date's label names it the document's date; a "Date" column header does not. */
const LABEL_RANK: Record<string, number> = { 'document date label': 2, 'date label': 1, 'document date label (doubted)': 2, 'date label (doubted)': 1 };

/**
 * The words before a date in its own cell (a column beside it, "Accounts Payable  Date 15.05.2024",
 * is not its label), or the cell before when its cell holds no label (a label and its value in two cells),
 * with the label's words wrapped onto the next line in its cell ("Invoice" over "date" beside "26/02/2026").
 */
function labelBefore(lines: Line[], line: Line, at: number): string {
  const cells = segments(line);
  const i = cells.findIndex((c) => c.start <= at && at < c.end);
  if (i < 0) return line.text.slice(Math.max(0, at - 40), at);
  const own = line.text.slice(Math.max(cells[i].start, at - 40), at);
  // (A weekday's name before the date in its cell, "Data / Date" beside "Tuesday, 10/12/2024", is the date's, not a label: the cell before holds the label.)
  if ((/\p{L}{2}/u.test(own) && !WEEKDAY_ONLY.test(own)) || i === 0) return own;
  const label = cells[i - 1];
  return `${label.text.slice(-40)}${wrappedBelow(lines, line, label, cells[i])} ${own}`;
}

/**
 * A label cell's words wrapped onto the next line: a word or two of letters right under the cell, a
 * line's pitch below (not the next row of a table, further down), with nothing else of the next line
 * in the cell's column, nor a value of the next line's own under the date. What the cell's label goes on to say, or nothing.
 */
function wrappedBelow(lines: Line[], line: Line, cell: { start: number; end: number }, value: { start: number; end: number }): string {
  const next = lines[line.index + 1];
  if (!next || next.y0 - line.y0 > 1.35 * line.height || next.y0 <= line.y0) return '';
  // (Not the next row of a grid, a value of its own under the date: "תאריך" beside "18/04/2023" over "מתאריך" beside "12/04/2023".)
  const under = spanOf(line, value.start, value.end);
  const overlaps = (c: { start: number; end: number }) => {
    const s = spanOf(next, c.start, c.end);
    return s.x1 > under.x0 && s.x0 < under.x1;
  };
  if (segments(next).some((c) => /\d/.test(c.text) && overlaps(c))) return '';
  const span = spanOf(line, cell.start, cell.end);
  const seg = segments(next).find((c) => {
    const s = spanOf(next, c.start, c.end);
    return s.x1 > span.x0 && s.x0 < span.x1;
  });
  if (!seg) return '';
  const s = spanOf(next, seg.start, seg.end);
  const words = seg.text.trim().split(/\s+/);
  if (s.x0 < span.x0 - line.height || s.x1 > span.x1 + line.height || words.length > 2 || /[\d:]/.test(seg.text) || !/^\p{L}/u.test(seg.text.trim())) return '';
  return ` ${seg.text.trim()}`;
}

/**
 * Whether a label in the text before a date is that date's own: only a few words may stand between
 * them, and no clause ends or opens between them. A label inside a sentence ("Payment within 30 days of the
 * invoice date, i.e. by 25/06/2025") names another date than the one that follows it.
 */
export function ownLabel(before: string, label: RegExp): boolean {
  const all = new RegExp(label.source, label.flags.includes('g') ? label.flags : `${label.flags}g`);
  const matches = [...before.matchAll(all)];
  if (matches.length === 0) return false;
  const last = matches[matches.length - 1];
  const rest = before.slice((last.index ?? 0) + last[0].length);
  // (Nor a deadline in brackets after it, "within 14 days of the invoice date (by 1 Mar 2026)", "45 days from invoice date (due 14 April 2024)": the due date.)
  return !/[,;]\s*\p{L}|\(\s*(?:by|until|before|no\s+later|due|payable)\b/iu.test(rest) && (rest.match(/\p{L}+/gu) ?? []).length <= 2;
}

/** The text just before a value up to the previous value: its own label, not the whole line. */
function lastLabel(before: string): string {
  const parts = before.split(/\d[\d/.:-]*\d/);
  return parts[parts.length - 1] ?? before;
}

/** A weekday's name alone (perhaps with a comma). */
const WEEKDAY_ONLY = new RegExp(String.raw`^\s*${WEEKDAY}\s*,?\s*$`, 'i');

/** The words printed over a value in the one or two lines above it: a column header. */
function headerAbove(lines: Line[], line: Line, start: number, end: number): string {
  const span = spanOf(line, start, end);
  const out: string[] = [];
  let looked = 0;
  for (const prev of lines.slice(Math.max(0, line.index - 4), line.index).reverse()) {
    if (line.y0 - prev.y1 > 3 * line.height) break;
    const byColumn = (x0: number, x1: number) => x1 > span.x0 - 2 * line.height && x0 < span.x1 + 2 * line.height;
    const nearColumn = prev.words.some((w) => byColumn(w.x0, w.x1));
    // A line with dates is a row of them, not a header. (Not for dates in other columns of a line reaching down beside the date's: a grid's cells
    // whose values are set midway down cells of two lines, "2 · סוויטה עם ג'קוזי · 19.03.25" beside "שבת" over "10.05.2025", under "תאריך עזיבה".)
    const beside = prev.y1 > line.y0;
    if (
      datesIn(prev.text).some((d) => {
        const at = spanOf(prev, d.index, d.index + d.length);
        return !beside || byColumn(at.x0, at.x1);
      })
    )
      break;
    // (A line of another column's words alone, none within two line heights of the date's column, is not over it and is passed: a "Terms" cell
    // wrapped beside the header, "Ter" / "ms" / "jours / 30 days" read as lines of their own between "Invoice date" and "14/10/2024".)
    if (!nearColumn) continue;
    if (++looked > 2) break;
    // (A header printed just beside the date's column, none right over it: a grid whose value is set off its header's edge, "תאריך" over "5/6/2022" a few
    // points to its left; the header's words within three quarters of a line's height.)
    const over = prev.words.filter((w) => w.x1 > span.x0 && w.x0 < span.x1);
    const gap = 0.75 * line.height;
    const words = over.length > 0 ? over : prev.words.filter((w) => w.x1 > span.x0 - gap && w.x0 < span.x1 + gap && /\p{L}{2}/u.test(w.text));
    // A sentence printed over the date (a footer's terms, "ביטול עד שעתיים לפני ההקרנה."): no column's header, and nothing above it is one either.
    if (segments(prev).some((c) => /[.!]$/.test(c.text.trim()) && (c.text.match(/\p{L}+/gu) ?? []).length >= 5 && words.some((w) => w.start >= c.start && w.end <= c.end))) break;
    // Values over the date, or a line that holds a value of its own (an invoice's number beside its label, an amount carried forward):
    // a row, not a header, and nothing above it heads the date either.
    // (A value in another column is neither: a box's title and number beside the date's label, "חשבונית מס 2023-379" read on the line of "תאריך
    // החשבונית" over "19 בנובמבר 2023" in the column beside it.)
    // (Not a word the recogniser was unsure of, read as digits beside a label that names the document's date: "תאריך הפקה / 0806 5806!" over
    // "4/4/2022", the label's translation, "Issue date", garbled.)
    const garbled = (w: Word) =>
      w.conf < 0.9 &&
      w.text.length <= 6 &&
      STRONG_LABEL.test(
        words
          .filter((o) => o !== w && !/\d/.test(o.text))
          .map((o) => o.text)
          .join(' '),
      );
    const near = prev.words.filter((w) => byColumn(w.x0, w.x1) && !garbled(w));
    if (words.some((w) => /\d/.test(w.text) && !/%/.test(w.text) && !garbled(w)) || near.some((w) => /\d{4,}|\d[.,]\d{2}$/.test(w.text.replace(/,(?=\d{3})/g, '')))) break;
    // The document's title right over the date, which its words only happen to overlap ("חשבונית מס / תעודת משלוח" over "תאריך 24/3/2026", its
    // "משלוח" over the date): no column's header, and what is above it is the letterhead's. (Not a header that names a date, "Invoice date"; and
    // over a header, "תאריך" under "חשבונית מס", the title still says whose date the column holds.)
    const title = out.length === 0 ? segments(prev).find((seg) => isTitleLine(seg.text) && !DATE_LABEL.test(seg.text)) : undefined;
    if (title && words.length > 0 && words.every((w) => w.start >= title.start && w.end <= title.end)) break;
    if (words.length) out.push(words.map((w) => w.text).join(' '));
    // A header that names the document's date ("תאריך הפקה" over "01/08/2024"): the column's whole header; the title over the grid ("חשבונית מס - חשבון
    // תקופתי", a periodic bill) is not part of it.
    if (STRONG_LABEL.test(words.map((w) => w.text).join(' '))) break;
    // The document's title over the date: what is above it is the letterhead's, not the date's header ("הזמנה 39" over "חשבונית מס קבלה מס' 13786").
    if (words.some((w) => /^(?:חשבונית|קבלה|invoice|receipt)$/i.test(w.text))) break;
  }
  return out.join(' ');
}

/**
 * A recognised day-first date whose 0s were read as 6s, 8s or 9s where no date has them: a month's ("18/62/26" for 18/02/26), a day's ("62.06.2025"
 * for 02.06.2025) or a year's ("31.67.2623" for 31.07.2023, a font whose 0 the recogniser reads as a 6 throughout). Each such part is given its 0
 * back, and the date only where that makes it one. Put right in place (one digit for another, so every offset in the line stands).
 */
function withZerosRepaired(text: string): string {
  return text.replace(/(?<![\d/.-])(\d{1,2})([/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-])/g, (all, day: string, sep: string, month: string, year: string) => {
    const zeroed = (part: string, max: number) => (Number(part) > max && /^[689][1-9]$/.test(part) ? `0${part[1]}` : part);
    const [d, m] = [zeroed(day, 31), zeroed(month, 12)];
    const y = /^2[689]\d{2}$/.test(year) ? `20${year.slice(2)}` : year;
    if (d === day && m === month && y === year) return all;
    const valid = Number(d) >= 1 && Number(d) <= 31 && Number(m) >= 1 && Number(m) <= 12 && (y.length === 2 || /^20\d{2}$/.test(y));
    return valid ? `${d}${sep}${m}${sep}${y}` : all;
  });
}
