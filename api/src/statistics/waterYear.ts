/** Water year of an ISO date: October to September, named by the year it ends (WY2021 = 2020-10-01..2021-09-30). */
export function waterYear(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  return Number(isoDate.slice(5, 7)) >= 10 ? year + 1 : year;
}

/** Season of the Seasonal Kendall test: the water-year quarter, 1 Oct-Dec, 2 Jan-Mar, 3 Apr-Jun, 4 Jul-Sep. */
export function waterYearQuarter(isoDate: string): number {
  const month = Number(isoDate.slice(5, 7));
  return month >= 10 ? 1 : Math.ceil(month / 3) + 1;
}
