// Full Name is edited as First Name and Last Name; the full name is first + last joined by a
// space.

export interface NameParts {
  firstName: string;
  lastName: string;
}

/** Splits a stored full name at its first space: 'Ada King Lovelace' → 'Ada' + 'King Lovelace'. */
export function splitFullName(fullName: string): NameParts {
  const trimmed = fullName.trim();
  const gap = trimmed.search(/\s/);
  if (gap === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, gap), lastName: trimmed.slice(gap + 1).trim() };
}

/** First and last name, each trimmed, joined by one space (no stray space when one is empty). */
export function joinFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
