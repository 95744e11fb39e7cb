/** The product's name and strapline, as the page titles, link previews and e-mails write them. */
export const SITE_NAME = "Salamu";
export const SITE_TAGLINE = "personalised videos from Africa's stars";
