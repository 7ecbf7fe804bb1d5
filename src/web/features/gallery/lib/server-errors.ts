// The publish form's fields, as the server names them in its messages ('buildId: …', 'photo: …').
export const PUBLISH_FIELDS = ['buildId', 'title', 'writeUp', 'photoIds', 'photo'] as const;
export type PublishField = (typeof PUBLISH_FIELDS)[number];

/** The field a server message is about, read from its start ('title must be…', 'buildId: …'). */
export function fieldOfMessage(message: string): PublishField | null {
  const match = /^([A-Za-z]+)\b/.exec(message);
  const name = match?.[1];
  return PUBLISH_FIELDS.find((field) => field === name) ?? null;
}

/**
 * Where each message of a refusal belongs: the field messages the server listed (`errors`), else
 * the field its message names, else the form as a whole. The photo field also shows photoIds'.
 */
export function placeServerErrors(
  message: string,
  errors: Readonly<Record<string, string>>,
): { fields: Partial<Record<PublishField, string>>; form: string | null } {
  const fields: Partial<Record<PublishField, string>> = {};
  let form: string | null = null;
  for (const [key, text] of Object.entries(errors)) {
    const field = PUBLISH_FIELDS.find((f) => f === key) ?? fieldOfMessage(text);
    if (field) fields[field === 'photoIds' ? 'photo' : field] ??= text;
    else form ??= text;
  }
  if (Object.keys(fields).length === 0 && form === null) {
    const field = fieldOfMessage(message);
    if (field) fields[field === 'photoIds' ? 'photo' : field] = message;
    else form = message;
  }
  return { fields, form };
}
