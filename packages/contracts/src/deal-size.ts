// Deal size is free text ("$120k", "85,000", "1.2M ARR"); these read it as US dollars.

const AMOUNT = /(\d+(?:[.,]\d+)*)\s*(k|m|mm|million|thousand|bn|b|billion)?\b/i;
const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

/** The amount in a deal-size text, in dollars, or null when it holds no number. */
export function parseDealSize(text: string | null | undefined): number | null {
  const match = text ? AMOUNT.exec(text.replace(/\s+/g, ' ')) : null;
  if (!match) return null;
  const digits = match[1];
  // "1,250,000" uses commas for thousands; "1.5" or "1,5" before a unit is a decimal.
  const isThousandsGrouping = /^\d{1,3}([.,]\d{3})+$/.test(digits) && !match[2];
  const value = isThousandsGrouping ? Number(digits.replace(/[.,]/g, '')) : Number(digits.replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return Math.round(value * (match[2] ? MULTIPLIERS[match[2].toLowerCase()] : 1));
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** A deal size shown as US dollars without decimals ("$120,000"); text without a number is shown as written. */
export function formatDealSize(text: string | null | undefined): string {
  const amount = parseDealSize(text);
  return amount === null ? (text ?? '') : USD.format(amount);
}
