/**
 * What a signed-out fan wrote in the request dialog, kept while they sign up or log in (issue 24, item 2): the
 * dialog opens again with it when they come back. Kept in this tab's session storage only, so a message written
 * on a shared phone is gone with the tab, and dropped once the dialog has taken it back.
 */
const keyOf = (celebrityId: string) => `salamu.requestDraft.${celebrityId}`;

export type RequestDraft = Record<string, string>;

export function saveRequestDraft(celebrityId: string, draft: RequestDraft) {
  try {
    window.sessionStorage.setItem(keyOf(celebrityId), JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the fan types again, nothing else breaks.
  }
}

/** The draft for this star, its text fields only; null when there is none or it was not ours to read. */
export function readRequestDraft(celebrityId: string, fields: readonly string[]): RequestDraft | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(keyOf(celebrityId)) ?? "null") as unknown;
    if (!stored || typeof stored !== "object") return null;
    const draft: RequestDraft = {};
    for (const field of fields) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

export function clearRequestDraft(celebrityId: string) {
  try {
    window.sessionStorage.removeItem(keyOf(celebrityId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
