/**
 * Prints a Markdown table whose columns are as wide as their widest cell (the figures of
 * `pnpm perf` and `pnpm bench:inp`, pasted as they are into the README).
 * @param {string[]} head
 * @param {string[][]} lines
 */
export function printTable(head, lines) {
  const widths = head.map((_, i) => Math.max(...[head, ...lines].map((line) => (line[i] ?? '').length)));
  const format = (/** @type {string[]} */ line) =>
    `| ${line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(format(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}
