import { useCallback, useEffect, useState } from "react";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import { createMessageLocalizer, type MessageLocalizer } from "@/shared/messages/validation";
import { loadMessages, useLocale, useT } from "./i18n";

/**
 * The shared schemas and the server write their messages in English; a page in another language shows them
 * in its own through the `validation` catalogue (ADR 061). That catalogue is no part of a page's first
 * download: an English page never needs it, and another language's loads it, with the English one that
 * recognises a message, when a component that shows such messages is first drawn.
 */

const ready = new Map<Locale, MessageLocalizer>();
const loads = new Map<Locale, Promise<MessageLocalizer>>();

/** Loads what `locale`'s pages need to say the English messages (once; a failed download is tried again). */
export function loadValidationMessages(locale: Locale): Promise<MessageLocalizer> {
  let load = loads.get(locale);
  if (!load) {
    load = Promise.all([import("@/shared/messages/en/validation.json"), loadMessages(locale, ["validation"])]).then(
      ([english]) => {
        const localizer = createMessageLocalizer(english.default);
        ready.set(locale, localizer);
        return localizer;
      },
    );
    loads.set(locale, load);
    load.catch(() => loads.delete(locale));
  }
  return load;
}

/**
 * An English message in the page's language: as it is on an English page, and on another until its catalogue
 * has come (it is asked for as soon as the component is drawn, well before a visitor submits anything).
 */
export function useLocalizeMessage(): (message: string) => string {
  const t = useT();
  const { locale } = useLocale();
  const [localizer, setLocalizer] = useState(() => ready.get(locale));
  useEffect(() => {
    if (locale === DEFAULT_LOCALE) return;
    let mounted = true;
    loadValidationMessages(locale)
      .then((loaded) => {
        if (mounted) setLocalizer(loaded);
      })
      // Not downloaded (offline): the English message is still the message.
      .catch(() => {});
    return () => {
      mounted = false;
    };
  }, [locale]);
  return useCallback(
    (message: string) => (locale !== DEFAULT_LOCALE && localizer ? localizer.localizeMessage(message, t) : message),
    [locale, localizer, t],
  );
}
