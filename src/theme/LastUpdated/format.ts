/**
 * The date of a page's last update as the theme writes it for the site's one locale, English: "Nov 24, 2026"
 * (what Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}) gives).
 * Written by hand because creating the Intl formatter in the browser loads the locale's data first: one
 * uninterruptible step of about 20 ms on a slow phone during every docs page's hydration, for one date.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function formatUpdateDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
