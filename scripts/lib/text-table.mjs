/**
 * A Markdown table whose columns are as wide as their widest cell, laid out as prettier lays out
 * Markdown tables, so that a table pasted into the README (or written there) stays as it is.
 * @param {string[]} head
 * @param {string[][]} lines
 */
export function markdownTable(head, lines) {
  const widths = head.map((_, i) => Math.max(3, ...[head, ...lines].map((line) => (line[i] ?? '').length)));
  const format = (/** @type {string[]} */ line) =>
    `| ${widths.map((width, i) => (line[i] ?? '').padEnd(width)).join(' | ')} |`;
  return [format(head), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

/**
 * Prints a Markdown table (the figures of `pnpm perf` and `pnpm bench:inp`, pasted as they are
 * into the README).
 * @param {string[]} head
 * @param {string[][]} lines
 */
export function printTable(head, lines) {
  console.log(markdownTable(head, lines));
}
