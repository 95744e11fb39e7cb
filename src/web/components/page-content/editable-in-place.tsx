import { useState } from "react";
import { pageFieldLabel } from "@/shared/page-texts/pages";
import { cn } from "@/web/lib/utils";
import type { EditableTag } from "./editor-types";

/**
 * One text in edit mode: the element itself is editable, plain text only (what is typed or pasted is read back
 * with textContent, never as markup). Uncontrolled: React sets the text once; the browser owns it while the
 * user types.
 */
export default function EditableInPlace({
  field,
  Tag,
  className,
  label,
  initial,
  onChange,
}: {
  field: string;
  Tag: EditableTag;
  className?: string;
  /** What a screen reader announces; the field's name in words by default. */
  label?: string;
  initial: string;
  onChange: (text: string) => void;
}) {
  // Uncontrolled: React sets the text once; the browser owns it while the user types.
  const [start] = useState(initial);
  return (
    <Tag
      data-field={field}
      role="textbox"
      aria-label={label ?? pageFieldLabel(field)}
      tabIndex={0}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      spellCheck
      className={cn(
        className,
        "cursor-text rounded-md outline-2 outline-offset-4 outline-brand-400 outline-dashed focus:outline-solid focus:outline-brand-600",
      )}
      onInput={(event) => onChange(event.currentTarget.textContent ?? "")}
      onKeyDown={(event) => {
        // One paragraph per text: Enter does not start a new one.
        if (event.key === "Enter") event.preventDefault();
      }}
      onPaste={(event) => {
        // Pasted as plain text on one line, in browsers without plaintext-only editing too.
        event.preventDefault();
        const text = event.clipboardData.getData("text/plain").replace(/\s*\n\s*/g, " ");
        document.execCommand("insertText", false, text);
      }}
      onClick={(event) => {
        // Inside a link or a button, a click places the caret; it does not follow the link.
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {start}
    </Tag>
  );
}
