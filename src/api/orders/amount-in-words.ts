/**
 * Amounts in words with Indian numbering (lakh, crore), as a tax invoice prints its total:
 * 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'.
 */

const units = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: 'Seven', 'Nineteen', 'Forty', 'Twenty-Three'. */
function belowHundred(n: number): string {
  if (n < 20) return units[n] as string;
  const one = n % 10;
  return `${tens[Math.floor(n / 10)]}${one ? `-${units[one]}` : ''}`;
}

/** 1 to 999: 'Four Hundred Fifty-Six' (no "and", as Indian invoices write it). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${units[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/**
 * A whole number in words, Indian style: crore (10^7), lakh (10^5), thousand, hundred. Past 99
 * crore the crores are themselves counted this way ('One Thousand Two Hundred Crore').
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Paise as an invoice's amount in words: 'Rupees … and … Paise Only' ('Rupees Five Only' without paise). */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
