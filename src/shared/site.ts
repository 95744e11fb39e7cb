/** The product's name and strapline, as the page titles, link previews and e-mails write them. */
export const SITE_NAME = "Salamu";
export const SITE_TAGLINE = "personalised videos from Africa's stars";

/** What the site is, in one line: the head of every page without a description of its own. */
export const SITE_DESCRIPTION = "Book personalised video messages from Africa's biggest stars.";
