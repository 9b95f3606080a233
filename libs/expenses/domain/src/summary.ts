import { Decimal } from '@backoffice/shared/kernel';

export interface SummaryFigures {
  count: number;
  total: Decimal;
  tax: Decimal;
  deductableTax: Decimal;
}

/** Sums of the stored ILS amounts of one group of rows (SQL `sum` over numeric is exact). */
export interface SummaryGroup extends SummaryFigures {
  isEquipment: boolean;
  /** False for rows with no ILS figure (no rate for their date). */
  converted: boolean;
}

export interface ExpenseSummary {
  equipment: SummaryFigures;
  running: SummaryFigures;
  all: SummaryFigures;
  /** Rows with no ILS figure: left out of the sums (a VAT report needs them fixed first), counted here. */
  unconverted: number;
}

const empty = (): SummaryFigures => ({ count: 0, total: Decimal.ZERO, tax: Decimal.ZERO, deductableTax: Decimal.ZERO });

function add(a: SummaryFigures, b: SummaryFigures): SummaryFigures {
  return { count: a.count + b.count, total: a.total.plus(b.total), tax: a.tax.plus(b.tax), deductableTax: a.deductableTax.plus(b.deductableTax) };
}

/**
 * The VAT-report figure: the rows' own stored ILS amounts added exactly, so it always equals the
 * sum of what the rows show, split into equipment (fixed assets) and running costs.
 */
export function summarise(groups: SummaryGroup[]): ExpenseSummary {
  let equipment = empty();
  let running = empty();
  let unconverted = 0;
  for (const g of groups) {
    if (!g.converted) unconverted += g.count;
    else if (g.isEquipment) equipment = add(equipment, g);
    else running = add(running, g);
  }
  return { equipment, running, all: add(equipment, running), unconverted };
}
