/** A size as a family reads it, in French: '850 Ko', '12,4 Mo', '1,25 Go'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Ko`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
  return `${(bytes / 1024 ** 3).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} Go`;
}
