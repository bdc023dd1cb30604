/** A TSh amount as the site shows it: 65000 → "65,000". */
export function formatTsh(amount: number): string {
  return amount.toLocaleString('en-US');
}
