import english from "./en/validation.json";
import { createMessageLocalizer } from "./validation";

/**
 * The schemas' and the API's English messages found and said in another language, for code that has the
 * catalogue at hand: the server and tests. The browser never imports this file (its English catalogue would
 * join every page's download): src/web/lib/validation-messages.ts loads it when a form first needs it.
 */
export const { findMessage, localizeMessage } = createMessageLocalizer(english);
