/** What the benchmark scripts print with: a line, a size in KB (1 KB = 1,024 bytes) and the median of some runs. */
export const KB = 1024

export const print = (line = '') => process.stdout.write(`${line}\n`)

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
