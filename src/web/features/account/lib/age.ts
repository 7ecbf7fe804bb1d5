import { isCalendarDate } from '../../../../shared/accounts/schemas.ts';

// The under-18 notice's threshold.
export const ADULT_AGE = 18;

/** The calendar date of `today` in the visitor's own time zone, as 'YYYY-MM-DD'. */
export function localIsoDate(today: Date): string {
  const y = String(today.getFullYear()).padStart(4, '0');
  const m = String(today.getMonth() + 1).padStart(2, '0');
  const d = String(today.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * Whole years between a 'YYYY-MM-DD' birth date and `today` (the visitor's calendar day), or null
 * when the date is not a real one. A 29 February birthday counts from 1 March in other years.
 * A future date gives a negative age.
 */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const value = dateOfBirth.trim();
  if (!isCalendarDate(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const todayMonth = today.getMonth() + 1;
  const todayDay = today.getDate();
  const hadBirthday = todayMonth > month || (todayMonth === month && todayDay >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}

/** The under-18 notice shows as soon as the chosen date gives an age below 18. */
export function isUnder18(dateOfBirth: string, today: Date): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age < ADULT_AGE;
}
