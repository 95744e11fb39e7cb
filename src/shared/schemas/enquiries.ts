import { z } from "zod";
import { pageInfoSchema, pageQuery } from "./pagination";

/**
 * The contact and business enquiries (spec section 2: Contact Us and Business forms): one contract for the
 * public route, the two forms, and the staff inbox (`/api/admin/enquiries`).
 */

export const ENQUIRY_KINDS = ["contact", "business"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = { contact: "Contact", business: "Business" };

export const ENQUIRY_STATUSES = ["new", "handled", "archived"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  handled: "Handled",
  archived: "Archived",
};

/**
 * The honeypot: a field people never see (hidden with CSS, aria-hidden, out of the tab order). A bot that fills
 * it is answered like anyone else, and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = "website";

export const ENQUIRY_MESSAGES = {
  nameRequired: "Please enter your name.",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  subjectRequired: "Please enter a subject.",
  companyRequired: "Please enter your company.",
  contactMessageRequired: "Please enter your message.",
  businessMessageRequired: "Please tell us about your project.",
  sent: "Message Sent!",
  sentDescription: "We've received your message and will get back to you soon.",
} as const;

/** Required text: trimmed, not empty, bounded. */
const text = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `${label} must be at most ${max} characters.` });

export const ENQUIRY_MESSAGE_MAX = 5000;

export const enquiryFields = {
  name: text(ENQUIRY_MESSAGES.nameRequired, "Name", 100),
  email: z
    .string({ error: ENQUIRY_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: ENQUIRY_MESSAGES.emailRequired })
    .max(254, { error: ENQUIRY_MESSAGES.emailInvalid })
    .pipe(z.email({ error: ENQUIRY_MESSAGES.emailInvalid })),
  subject: text(ENQUIRY_MESSAGES.subjectRequired, "Subject", 200),
  company: text(ENQUIRY_MESSAGES.companyRequired, "Company", 200),
  contactMessage: text(ENQUIRY_MESSAGES.contactMessageRequired, "Message", ENQUIRY_MESSAGE_MAX),
  businessMessage: text(ENQUIRY_MESSAGES.businessMessageRequired, "Message", ENQUIRY_MESSAGE_MAX),
};

/** The honeypot field (HONEYPOT_FIELD); any text a bot puts there is accepted, then ignored with the rest. */
const honeypot = { website: z.string().max(1000).optional() } satisfies Record<typeof HONEYPOT_FIELD, z.ZodType>;

export const contactEnquirySchema = z.object({
  kind: z.literal("contact"),
  name: enquiryFields.name,
  email: enquiryFields.email,
  subject: enquiryFields.subject,
  message: enquiryFields.contactMessage,
  ...honeypot,
});

export const businessEnquirySchema = z.object({
  kind: z.literal("business"),
  name: enquiryFields.name,
  email: enquiryFields.email,
  company: enquiryFields.company,
  message: enquiryFields.businessMessage,
  /** The celebrity the enquiry is about (a profile's Contact button): their id or username. */
  celebrity: z.string().trim().max(100, { error: "Unknown celebrity" }).optional(),
  ...honeypot,
});

/** `POST /api/enquiries`: a contact message or a business enquiry, told apart by `kind`. */
export const enquiryInputSchema = z.discriminatedUnion("kind", [contactEnquirySchema, businessEnquirySchema], {
  error: "Kind must be contact or business",
});
export type EnquiryInput = z.input<typeof enquiryInputSchema>;
export type ContactEnquiryInput = z.input<typeof contactEnquirySchema>;
export type BusinessEnquiryInput = z.input<typeof businessEnquirySchema>;

/** The same answer whether the message was stored or caught by the honeypot. */
export const enquiryReceivedSchema = z.object({ received: z.literal(true) });
export type EnquiryReceived = z.infer<typeof enquiryReceivedSchema>;

// --- The staff inbox ------------------------------------------------------------------------------

export const enquiryListQuerySchema = z.object({
  ...pageQuery,
  kind: z.enum(ENQUIRY_KINDS, { error: "Kind must be contact or business" }).optional(),
  status: z.enum(ENQUIRY_STATUSES, { error: `Status must be one of ${ENQUIRY_STATUSES.join(", ")}` }).optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

export const enquirySchema = z.object({
  id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string(),
  celebrity: z.object({ id: z.string(), username: z.string(), fullName: z.string() }).nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryListResponseSchema = pageInfoSchema.extend({ items: z.array(enquirySchema) });
export type EnquiryList = z.infer<typeof enquiryListResponseSchema>;
export const enquiryResponseSchema = z.object({ enquiry: enquirySchema });
export type EnquiryResponse = z.infer<typeof enquiryResponseSchema>;

export const enquiryIdParamsSchema = z.object({ id: z.uuid({ error: "Unknown enquiry" }) });

export const updateEnquirySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: `Status must be one of ${ENQUIRY_STATUSES.join(", ")}` }),
});
export type UpdateEnquiryInput = z.infer<typeof updateEnquirySchema>;

export const replyEnquirySchema = z.object({
  message: text("Write your reply.", "The reply", ENQUIRY_MESSAGE_MAX),
});
export type ReplyEnquiryInput = z.infer<typeof replyEnquirySchema>;
