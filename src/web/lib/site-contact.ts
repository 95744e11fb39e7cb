import { CONTACT_TEXTS } from "@/shared/page-texts/texts-contact";
import { isExampleContact } from "@/shared/site-contact";
import { usePageContentQuery } from "./page-content";

/**
 * Salamu's public contact details, from one source: the Contact page's texts as staff saved them (the
 * defaults until they do). `isExample`: still the built-in examples, which pages mark as such.
 */
export function useSiteContact() {
  const { data } = usePageContentQuery("contact");
  const fields = data?.fields ?? {};
  const email = fields.emailAddress || CONTACT_TEXTS.emailAddress;
  const phone = fields.phoneNumber || CONTACT_TEXTS.phoneNumber;
  const address = fields.officeAddress || CONTACT_TEXTS.officeAddress;
  return { email, phone, address, isExample: isExampleContact(phone), loaded: data !== undefined };
}
