/**
 * Tailwind class merging for `cn()`: when two classes set the same thing ("px-4" then "px-6", or "p-2" after
 * "px-4"), the later one wins and the earlier one is dropped, so a component's `className` prop can override
 * its defaults. It knows the utilities this app uses (a test checks it against tailwind-merge on every class
 * in src/web) in a fraction of tailwind-merge's size, which every page would otherwise load before it works.
 * A class it does not know is always kept.
 */

type Group = string;
/** Decides a utility's group from what follows its prefix ("" when there is nothing). */
type Classify = (value: string) => Group | undefined;

/** Any value, one group; the bare prefix is no utility ("ring-offset" alone is a ring colour). */
const ANY: Classify = (value) => (value === "" ? undefined : "");
/** Any value, one group, bare too ("rounded-t"). */
const ANY_OR_BARE: Classify = () => "";
const ARBITRARY = /^\[(.+)\]$|^\((.+)\)$/;
const arbitraryKind = (value: string) => {
  const inner = ARBITRARY.exec(value);
  if (!inner) return undefined;
  const body = inner[1] ?? inner[2] ?? "";
  const typed = /^([a-z-]+):/.exec(body)?.[1];
  if (typed) return typed;
  if (/^(#|rgba?\(|hsla?\(|oklch\(|color-mix\()/.test(body)) return "color";
  if (/^(url\(|(linear|radial|conic)-gradient\()/.test(body)) return "image";
  if (/^-?[\d.]+(px|r?em|%|vh|vw|dvh|svh|lvh|ch|ex|deg)?$|^(calc|min|max|clamp)\(/.test(body)) return "length";
  return "other";
};
/** Space-separated words (shorter to ship than an array literal). */
const words = (list: string) => list.split(" ");
const oneOf = (list: string) => new Set(words(list));
/** A value from `words` (or of that arbitrary kind) belongs to `group`; anything else to `otherwise`. */
const split =
  (cases: [Set<string> | RegExp, Group, string?][], otherwise: Group | undefined): Classify =>
  (value) => {
    const kind = arbitraryKind(value);
    for (const [values, group, arbitrary] of cases) {
      if (kind !== undefined) {
        if (kind === arbitrary) return group;
      } else if (values instanceof Set ? values.has(value) : values.test(value)) return group;
    }
    return otherwise;
  };

const TEXT_SIZES = /^(xs|sm|base|lg|xl|\dxl)(\/.+)?$/;
// The leading space makes "" one of them: a bare "shadow" is a size.
const SHADOW_SIZES = oneOf(" 2xs xs sm md lg xl 2xl none inner");

const SIDES = ["x", "y", "s", "e", "t", "r", "b", "l"];
const CORNERS = ["s", "e", "t", "r", "b", "l", "ss", "se", "ee", "es", "tl", "tr", "br", "bl"];

/** justify-* and place-*: their items, self, or content. */
const ALIGNMENT_PARTS = split(
  [
    [/^items-/, "items"],
    [/^self-/, "self"],
  ],
  "content",
);

/** Utility prefix → how its value picks the group (the group is the prefix, suffixed by the returned name). */
const UTILITIES: Record<string, Classify> = {
  // Box model and layout: one group per prefix whatever the value.
  ...Object.fromEntries(
    [
      ...SIDES.flatMap((side) => [`p${side}`, `m${side}`]),
      ...words(
        "p m w h size min-w min-h max-w max-h inset inset-x inset-y top right bottom left start end z gap gap-x gap-y space-x space-y basis grow shrink order grid-cols grid-rows col-span col-start col-end row-span aspect opacity leading tracking line-clamp duration ease delay animate cursor pointer-events select resize scroll-mt scroll-py scroll-px scroll-pt scroll-m scroll-p underline-offset ring-offset outline-offset translate-x translate-y scale scale-x scale-y rotate whitespace accent caret columns transition touch appearance overflow overflow-x overflow-y list from via to fill",
      ),
    ].map((prefix) => [prefix, ANY]),
  ),
  // Shared prefixes: the value says which property it sets.
  text: split(
    [
      [TEXT_SIZES, "size", "length"],
      [oneOf("left center right justify start end"), "align"],
      [oneOf("wrap nowrap balance pretty"), "wrap"],
      [oneOf("ellipsis clip"), "overflow"],
    ],
    "color",
  ),
  font: split([[oneOf("thin extralight light normal medium semibold bold extrabold black"), "weight"]], "family"),
  bg: split(
    [
      [/^gradient-to-|^linear-|^radial|^conic|^none$/, "image", "image"],
      [oneOf("auto cover contain"), "size"],
      [oneOf("fixed local scroll"), "attachment"],
      [/^(center|top|bottom|left|right)/, "position"],
      [/^(no-)?repeat/, "repeat"],
    ],
    "color",
  ),
  ...Object.fromEntries(
    ["", ...SIDES].map((side) => [
      side ? `border-${side}` : "border",
      split(
        [
          [/^(\d+)?$/, `width${side}`, "length"],
          ...(side
            ? []
            : ([
                [oneOf("solid dashed dotted double hidden none"), "style"],
                [oneOf("collapse separate"), "collapse"],
              ] as [Set<string>, Group][])),
        ],
        `color${side}`,
      ),
    ]),
  ),
  rounded: ANY,
  blur: ANY_OR_BARE,
  "divide-x": ANY_OR_BARE,
  "divide-y": ANY_OR_BARE,
  "backdrop-blur": ANY_OR_BARE,
  ...Object.fromEntries(CORNERS.map((corner) => [`rounded-${corner}`, ANY_OR_BARE])),
  ring: split(
    [
      [/^(\d+)?$/, "width", "length"],
      [oneOf("inset"), "inset"],
    ],
    "color",
  ),
  shadow: split([[SHADOW_SIZES, "size", "length"]], "color"),
  "inset-shadow": split([[SHADOW_SIZES, "size", "length"]], "color"),
  outline: split(
    [
      [/^(\d+)?$/, "width", "length"],
      [oneOf("none hidden solid dashed dotted double"), "style"],
    ],
    "color",
  ),
  divide: split([[/^(\d+)?$/, "width"]], "color"),
  stroke: split([[/^\d+$/, "width", "length"]], "color"),
  decoration: split(
    [
      [/^(\d+|auto|from-font)$/, "thickness", "length"],
      [oneOf("solid double dotted dashed wavy"), "style"],
    ],
    "color",
  ),
  object: split([[oneOf("contain cover fill none scale-down"), "fit"]], "position"),
  flex: split(
    [
      [oneOf(""), "display"],
      [oneOf("row row-reverse col col-reverse"), "direction"],
      [oneOf("wrap wrap-reverse nowrap"), "wrap"],
    ],
    "flex",
  ),
  justify: ALIGNMENT_PARTS,
  items: ANY,
  self: ANY,
  content: split([[/^(start|end|center|between|around|evenly|stretch|baseline|normal)$/, "align"]], "content"),
  place: ALIGNMENT_PARTS,
  align: ANY,
  break: ANY,
  wrap: ANY,
  underline: ANY,
};

const keywords = (list: string, group: Group) => Object.fromEntries(words(list).map((keyword) => [keyword, group]));

/** Keywords that are whole utilities: their group. */
const KEYWORDS: Record<string, Group> = {
  ...keywords(
    "flex block inline-block inline inline-flex grid inline-grid hidden contents table flow-root list-item",
    "display",
  ),
  ...keywords("static fixed absolute relative sticky", "position"),
  ...keywords("visible invisible collapse", "visibility"),
  ...keywords("sr-only not-sr-only", "sr"),
  ...keywords("italic not-italic", "font-style"),
  ...keywords("uppercase lowercase capitalize normal-case", "text-transform"),
  ...keywords("underline overline line-through no-underline", "decoration-line"),
  ...keywords("tabular-nums proportional-nums", "nums-spacing"),
  ...keywords("lining-nums oldstyle-nums", "nums-figure"),
  truncate: "text-overflow",
  grow: "grow",
  shrink: "shrink",
  rounded: "rounded",
  transition: "transition",
  border: "borderwidth",
  shadow: "shadowsize",
  ring: "ringwidth",
  outline: "outlinewidth",
  isolate: "isolation",
};

/** Which groups a group overrides when it comes later: "p-2" after "px-4" drops "px-4". */
const CONFLICTS: Record<Group, Group[]> = {
  p: SIDES.map((side) => `p${side}`),
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: SIDES.map((side) => `m${side}`),
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left", "start", "end"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: CORNERS.map((corner) => `rounded-${corner}`),
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  borderwidth: SIDES.map((side) => `border-${side}width${side}`),
  "border-xwidthx": ["border-rwidthr", "border-lwidthl"],
  "border-ywidthy": ["border-twidtht", "border-bwidthb"],
  bordercolor: SIDES.map((side) => `border-${side}color${side}`),
  "border-xcolorx": ["border-rcolorr", "border-lcolorl"],
  "border-ycolory": ["border-tcolort", "border-bcolorb"],
  "scroll-m": ["scroll-mt"],
  "scroll-p": ["scroll-py", "scroll-px", "scroll-pt"],
  "scroll-py": ["scroll-pt"],
  textsize: ["leading"],
  "line-clamp": ["display", "overflow"],
  flexflex: ["basis", "grow", "shrink"],
};

/** The group a utility (without variants or "!") belongs to, or undefined when it is not known. */
function groupOf(utility: string): Group | undefined {
  const keyword = KEYWORDS[utility];
  if (keyword !== undefined) return keyword;
  const arbitraryProperty = /^\[([a-z-]+):.+\]$/.exec(utility);
  if (arbitraryProperty) return `[${arbitraryProperty[1]}]`;
  const bare = utility.startsWith("-") ? utility.slice(1) : utility;
  // The longest known prefix that is followed by "-value" wins ("border-t-2" is border-t's, not border's).
  for (let end = bare.length; end > 0; end = bare.lastIndexOf("-", end - 1)) {
    const prefix = bare.slice(0, end);
    const classify = UTILITIES[prefix];
    if (classify) {
      const group = classify(end < bare.length ? bare.slice(end + 1) : "");
      if (group !== undefined) return prefix + group;
    }
    if (end <= 0) break;
  }
  return undefined;
}

/** Splits "md:hover:!px-4" into its variants (in a canonical order), importance and utility. */
function parse(className: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let utility = className.slice(start);
  let important = false;
  if (utility.startsWith("!") || utility.endsWith("!")) {
    important = true;
    utility = utility.startsWith("!") ? utility.slice(1) : utility.slice(0, -1);
  }
  return { variants: parts.sort().join(":"), important, utility };
}

const memo = new Map<string, { scope: string; group: Group | undefined }>();

function classified(className: string) {
  let described = memo.get(className);
  if (!described) {
    const { variants, important, utility } = parse(className);
    described = { scope: `${variants}${important ? "!" : ""}|`, group: groupOf(utility) };
    memo.set(className, described);
  }
  return described;
}

/** The classes with every one overridden by a later class removed, in their order. */
export function mergeClasses(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = list.length - 1; index >= 0; index--) {
    const className = list[index]!;
    const { scope, group } = classified(className);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const overridden of CONFLICTS[group] ?? []) taken.add(scope + overridden);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
