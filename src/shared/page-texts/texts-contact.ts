import { SITE_CONTACT } from "../site-contact";

/** Today's texts of the contact page: its defaults (src/shared/page-content.ts lists every page). */
export const CONTACT_TEXTS = {
  eyebrow: "We're here to help",
  pageTitle: "Contact Us",
  description:
    "Have a question about a request, a payment or working with Salamu? Send us a message and we'll get back to you soon.",
  emailTitle: "Email Us",
  emailText: "Our team usually replies within one business day.",
  emailAddress: SITE_CONTACT.email as string,
  phoneTitle: "Call Us",
  phoneText: "Speak to someone on our support team.",
  phoneNumber: SITE_CONTACT.phone as string,
  phoneHours: SITE_CONTACT.hours as string,
  officeTitle: "Visit Our Office",
  officeText: SITE_CONTACT.officeName as string,
  officeAddress: SITE_CONTACT.address as string,
  formTitle: "Send Us a Message",
  formDescription: "All fields are required.",
  formNameLabel: "Your Name",
  formNamePlaceholder: "Enter your name",
  formEmailLabel: "Email Address",
  formEmailPlaceholder: "Enter your email",
  formSubjectLabel: "Subject",
  formSubjectPlaceholder: "What is this regarding?",
  formMessageLabel: "Message",
  formMessagePlaceholder: "Type your message here...",
  formSubmitButton: "Send Message",
  formSubmittingButton: "Sending...",
  successToastTitle: "Message Sent!",
  successToastDescription: "We've received your message and will get back to you soon.",
};
