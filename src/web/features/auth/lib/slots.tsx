import { Fragment, type ReactNode } from "react";

/**
 * A whole translated sentence with React elements in some of its places (a link, a bold phone number):
 * `t(key, { phone: slot(0) })` puts a marker where the element goes, `fillSlots` cuts the text around the
 * markers and puts the elements there. Translators keep the sentence whole and may move the elements.
 */
export const slot = (index: number) => `\uE000${index}\uE001`;

export function fillSlots(text: string, elements: readonly ReactNode[]): ReactNode[] {
  return text
    .split(/\uE000(\d+)\uE001/)
    .map((part, index) =>
      index % 2 === 0 ? part : <Fragment key={`slot-${part}`}>{elements[Number(part)]}</Fragment>,
    );
}

/** Someone's name or e-mail inside a sentence that is a plain string (a toast): isolated from the words around it. */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/** A phone number inside a plain string: always left to right, so "+254 712 345678" never reads backwards. */
export const isolateLtr = (value: string) => `\u2066${value}\u2069`;
