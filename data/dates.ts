/** DD-MM-YYYY, the one numeric date format of the site (GIGW; Indian government sites write dates so). */
export function formatDayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}
