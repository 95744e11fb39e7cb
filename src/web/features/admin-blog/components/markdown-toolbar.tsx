import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
} from "lucide-react";
import { type RefObject, useRef } from "react";
import { IMAGE_ACCEPT } from "@/shared/images";
import { useT } from "@/web/lib/i18n";
import { acceptImageFile, toastUploadFailure } from "@/web/lib/image-file";
import { uploadBlogImage } from "../api/admin-blog";

export type Edit = { text: string; selectionStart: number; selectionEnd: number };

/** Wraps the selection (or a placeholder) in `before` and `after`, selecting the wrapped text. */
export function wrapSelection(edit: Edit, before: string, after: string, placeholder: string): Edit {
  const selected = edit.text.slice(edit.selectionStart, edit.selectionEnd) || placeholder;
  const text = edit.text.slice(0, edit.selectionStart) + before + selected + after + edit.text.slice(edit.selectionEnd);
  const start = edit.selectionStart + before.length;
  return { text, selectionStart: start, selectionEnd: start + selected.length };
}

/** Puts `prefix` (or `1. `, `2. `... when numbered) before every line the selection touches. */
export function prefixLines(edit: Edit, prefix: string | "numbered", placeholder: string): Edit {
  const lineStart = edit.text.lastIndexOf("\n", edit.selectionStart - 1) + 1;
  const nextBreak = edit.text.indexOf("\n", edit.selectionEnd);
  const lineEnd = nextBreak === -1 ? edit.text.length : nextBreak;
  const lines = (edit.text.slice(lineStart, lineEnd) || placeholder).split("\n");
  const changed = lines
    .map(
      (line, index) =>
        `${prefix === "numbered" ? `${index + 1}. ` : prefix}${line.replace(/^(#{1,6} |[-*] |\d+\. )/, "")}`,
    )
    .join("\n");
  const text = edit.text.slice(0, lineStart) + changed + edit.text.slice(lineEnd);
  return { text, selectionStart: lineStart, selectionEnd: lineStart + changed.length };
}

const buttonClasses =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-50";

/** Headings 1-4, bold, italic, link, image (uploaded), bulleted and numbered lists, acting on the textarea. */
export function MarkdownToolbar({
  textareaRef,
  onChange,
}: {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (text: string) => void;
}) {
  const t = useT();
  const fileRef = useRef<HTMLInputElement>(null);

  const apply = (change: (edit: Edit) => Edit) => {
    const area = textareaRef.current;
    if (!area) return;
    const next = change({ text: area.value, selectionStart: area.selectionStart, selectionEnd: area.selectionEnd });
    onChange(next.text);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  const uploadImage = async (file: File) => {
    if (!acceptImageFile(file, t)) return;
    try {
      const url = await uploadBlogImage(file);
      const alt = file.name.replace(/\.[^.]+$/, "").replace(/[[\]]/g, "") || t("admin.blog.toolbar.image");
      apply((edit) => wrapSelection({ ...edit, selectionStart: edit.selectionEnd }, `![${alt}](${url})`, "", ""));
    } catch (error) {
      toastUploadFailure(error, t);
    }
  };

  const heading = t("admin.blog.toolbar.headingText");
  const listItem = t("admin.blog.toolbar.listItem");
  const tools = [
    { label: t("admin.blog.toolbar.heading1"), icon: Heading1, run: (edit: Edit) => prefixLines(edit, "# ", heading) },
    { label: t("admin.blog.toolbar.heading2"), icon: Heading2, run: (edit: Edit) => prefixLines(edit, "## ", heading) },
    {
      label: t("admin.blog.toolbar.heading3"),
      icon: Heading3,
      run: (edit: Edit) => prefixLines(edit, "### ", heading),
    },
    {
      label: t("admin.blog.toolbar.heading4"),
      icon: Heading4,
      run: (edit: Edit) => prefixLines(edit, "#### ", heading),
    },
    {
      label: t("admin.blog.toolbar.bold"),
      icon: Bold,
      run: (edit: Edit) => wrapSelection(edit, "**", "**", t("admin.blog.toolbar.boldText")),
    },
    {
      label: t("admin.blog.toolbar.italic"),
      icon: Italic,
      run: (edit: Edit) => wrapSelection(edit, "*", "*", t("admin.blog.toolbar.italicText")),
    },
    {
      label: t("admin.blog.toolbar.link"),
      icon: Link2,
      run: (edit: Edit) => wrapSelection(edit, "[", "](https://)", t("admin.blog.toolbar.linkText")),
    },
    { label: t("admin.blog.toolbar.bulleted"), icon: List, run: (edit: Edit) => prefixLines(edit, "- ", listItem) },
    {
      label: t("admin.blog.toolbar.numbered"),
      icon: ListOrdered,
      run: (edit: Edit) => prefixLines(edit, "numbered", listItem),
    },
  ];

  return (
    <div
      role="toolbar"
      aria-label={t("admin.blog.toolbar.label")}
      className="flex flex-wrap gap-0.5 rounded-t-xl border border-b-0 border-slate-300 bg-slate-50 p-1"
    >
      {tools.map(({ label, icon: Icon, run }) => (
        <button
          key={label}
          type="button"
          title={label}
          aria-label={label}
          className={buttonClasses}
          onClick={() => apply(run)}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
      <button
        type="button"
        title={t("admin.blog.toolbar.image")}
        aria-label={t("admin.blog.toolbar.image")}
        className={buttonClasses}
        onClick={() => fileRef.current?.click()}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
      </button>
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_ACCEPT}
        className="hidden"
        data-testid="content-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void uploadImage(file);
        }}
      />
    </div>
  );
}
