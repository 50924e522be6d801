/** 'yyyy-mm-dd' -> 'dd/mm/yyyy' without going through Date (no time-zone shifts). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** 'HH:MM:SS' -> 'HH:MM', the first 5 characters (docs/product.md § Time zones). */
export function formatTime(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : '';
}
