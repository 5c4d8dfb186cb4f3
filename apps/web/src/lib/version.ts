/** True when `candidate` (e.g. the server's build '2025.8.1') is newer than `current`. */
export function isNewerVersion(candidate: string, current: string): boolean {
  const parts = (version: string) => version.split(/[.\-+]/).map((part) => Number.parseInt(part, 10) || 0);
  const a = parts(candidate);
  const b = parts(current);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const left = a[i] ?? 0;
    const right = b[i] ?? 0;
    if (left !== right) return left > right;
  }
  return false;
}
