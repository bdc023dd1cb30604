/**
 * A TSh amount as the site shows it: 65000 → "65,000". Whole amounts
 * (every price) are grouped here: the first `toLocaleString` a thread
 * calls starts ICU's number formatting, about 15 ms of each of the build's
 * threads. Any other number is left to it.
 */
export function formatTsh(amount: number): string {
  if (!Number.isSafeInteger(amount) || Object.is(amount, -0)) return amount.toLocaleString('en-US');
  const digits = String(Math.abs(amount));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let at = out.length; at < digits.length; at += 3) out += `,${digits.slice(at, at + 3)}`;
  return amount < 0 ? `-${out}` : out;
}
