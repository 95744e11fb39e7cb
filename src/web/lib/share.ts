export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

/** Web Share API when the browser has it, else the link goes to the clipboard. */
export async function shareOrCopyLink(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      // The visitor closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Otherwise (e.g. not allowed in this context) fall back to copying.
    }
  }
  try {
    if (!navigator.clipboard?.writeText) return "failed";
    await navigator.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}
