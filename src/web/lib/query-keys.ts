/**
 * Every TanStack Query key of the web app comes from here, so two features that read the same endpoint share
 * one cache entry and a mutation invalidates exactly what the query options use.
 *
 * - `publicKeys`: data that is the same for every visitor (catalogue, home content, currencies). Kept on logout.
 * - `privateKeys`: anything that depends on who is signed in (my requests, my videos, my plan, my application,
 *   payments, the celebrity's dashboard...). Every one starts with `PRIVATE_ROOT`, so logout drops them all with
 *   one `removeQueries({ queryKey: PRIVATE_ROOT })` (lib/session.ts). A new private key is built with `mine()`,
 *   never as a literal; the session test walks `privateKeys` and fails on a key outside the root.
 * - `sessionKey`: who is signed in (GET /api/me). Logout sets it to null rather than removing it, so the header
 *   and the pages observing it switch to "signed out" at once.
 *
 * This module is on the first load (the header reads the session): keep it free of imports.
 */

export const sessionKey = ["session"] as const;

export const PRIVATE_ROOT = ["private"] as const;

/** A key under PRIVATE_ROOT: dropped on logout. */
const mine = <const Parts extends readonly unknown[]>(...parts: Parts) => [...PRIVATE_ROOT, ...parts] as const;

const celebrityDetail = (username: string) => ["celebrities", "detail", username.toLowerCase()] as const;

export const publicKeys = {
  currencies: ["currencies"] as const,
  categories: ["categories"] as const,
  celebrities: {
    all: ["celebrities"] as const,
    list: <Params extends object>(params: Params) => ["celebrities", "list", params] as const,
    featured: ["celebrities", "featured"] as const,
    detail: celebrityDetail,
    /** The profile with its bio in a language (a star may write it per language). */
    profile: (username: string, locale: string) => [...celebrityDetail(username), "profile", locale] as const,
    reviews: (username: string) => [...celebrityDetail(username), "reviews"] as const,
    videos: (username: string) => [...celebrityDetail(username), "videos"] as const,
  },
  /** The home page's slides, in a language (their texts are translated per language). */
  slider: {
    all: ["slider"] as const,
    inLocale: (locale: string) => ["slider", locale] as const,
  },
  testimonials: ["testimonials"] as const,
  /** The published blog: pages of posts (by tag too), one post by slug, in a language; the tags with their counts. */
  blog: {
    all: ["blog"] as const,
    list: <Params extends object>(params: Params) => ["blog", "list", params] as const,
    post: (slug: string, locale: string) => ["blog", "post", slug, locale] as const,
    tags: ["blog", "tags"] as const,
  },
  /** The logo and favicon staff uploaded (the same for every visitor). */
  branding: ["branding"] as const,
  /** Public site settings: configured social accounts and the delivery window. */
  site: ["site"] as const,
  /** A public page's editable texts in a language (the same for every visitor; the editor writes its save's answer here). */
  page: (pageId: string, locale?: string) =>
    locale ? (["pages", pageId, locale] as const) : (["pages", pageId] as const),
  /** A staff invitation, read by the invitee before they sign in (the token is the key). */
  invitation: (token: string) => ["invitation", token] as const,
  /** A private watch page's video: the link's token is the permission, whoever is signed in. */
  watch: (token: string) => ["watch", token] as const,
};

const myRequests = mine("my-requests");
const payments = mine("payments");
const celebrityDashboard = mine("celebrity-dashboard");
const celebrityProfile = mine("celebrity-profile");
const incoming = [...celebrityDashboard, "incoming"] as const;
const admin = mine("admin");
const adminCelebrities = [...admin, "celebrities"] as const;
const adminUsers = [...admin, "users"] as const;
const adminRequests = [...admin, "requests"] as const;
const adminAudit = [...admin, "audit"] as const;
const adminInbox = [...admin, "inbox"] as const;
const adminBlog = [...admin, "blog"] as const;
const adminFinance = [...admin, "finance"] as const;

export const privateKeys = {
  all: PRIVATE_ROOT,
  /** The signed-in user's celebrity application / profile (the account and the application pages share it). */
  celebrityApplication: mine("celebrity-application"),
  /** The platform fee in force, read with the application (what a celebrity would earn per video). */
  platformFee: mine("platform-fee"),
  /** The fan's own requests; every status list sits under `all`. */
  myRequests: {
    all: myRequests,
    list: (status?: string) => [...myRequests, status ?? "all"] as const,
  },
  /** Signed URLs of a delivered video: not under myRequests, so a request update keeps a URL that is playing. */
  requestVideo: (id: string) => mine("request-video", id),
  /** The fan's private watch link of a delivered video (or null). */
  shareLink: (id: string) => mine("share-link", id),
  mySubscription: mine("subscription"),
  payments: {
    all: payments,
    sandbox: (reference: string) => [...payments, "sandbox", reference] as const,
    verify: (reference: string, transactionId = "") => [...payments, "verify", reference, transactionId] as const,
  },
  /** The celebrity's own editable profile and the delivered videos they may feature on it. */
  celebrityProfile: {
    all: celebrityProfile,
    mine: [...celebrityProfile, "mine"] as const,
    showcase: [...celebrityProfile, "showcase"] as const,
  },
  /** What the celebrity's dashboard shows; live request events make all of it stale at once. */
  celebrityDashboard: {
    all: celebrityDashboard,
    incoming: (status?: string) => [...incoming, status ?? "all"] as const,
    request: (id: string) => [...celebrityDashboard, "request", id] as const,
    stats: [...celebrityDashboard, "stats"] as const,
    /** Getting paid (issue 19): balances, the statement's pages and payouts move with deliveries too. */
    balance: [...celebrityDashboard, "balance"] as const,
    statement: [...celebrityDashboard, "statement"] as const,
    payouts: [...celebrityDashboard, "payouts"] as const,
  },
  /** Where a star can be paid in a country, and its banks or operators (the provider's lists). */
  payoutOptions: (country: string) => mine("payout-options", country),
  payoutBanks: (country: string, type: string) => mine("payout-banks", country, type),
  /**
   * The staff screens (/api/admin/*): what staff see depends on their role and permissions, so all of it is
   * private. Each area sits under its own key, so a mutation invalidates exactly its area (and the dashboard
   * figures it changes).
   */
  admin: {
    all: admin,
    dashboard: [...admin, "dashboard"] as const,
    refunds: [...admin, "refunds"] as const,
    celebrities: {
      all: adminCelebrities,
      applications: [...adminCelebrities, "applications"] as const,
      list: <Params extends object>(params: Params) => [...adminCelebrities, "list", params] as const,
    },
    users: {
      all: adminUsers,
      list: <Params extends object>(params: Params) => [...adminUsers, "list", params] as const,
      detail: (id: string) => [...adminUsers, "detail", id] as const,
    },
    /** Staff orders (/api/admin/requests, permission `requests`). */
    requests: {
      all: adminRequests,
      list: <Params extends object>(params: Params) => [...adminRequests, "list", params] as const,
      detail: (id: string) => [...adminRequests, "detail", id] as const,
    },
    staff: [...admin, "staff"] as const,
    settings: [...admin, "settings"] as const,
    /** E-mails and SMS that failed every attempt (/api/admin/messages/failed, permission `settings`). */
    failedMessages: [...admin, "messages", "failed"] as const,
    /** Settings > Payouts: hold days, schedule, minimums, approval threshold, who bears a lost dispute. */
    payoutSettings: [...admin, "settings", "payouts"] as const,
    audit: {
      all: adminAudit,
      list: <Params extends object>(params: Params) => [...adminAudit, "list", params] as const,
    },
    /** The inbox of contact and business enquiries (/api/admin/enquiries). */
    inbox: {
      all: adminInbox,
      list: <Params extends object>(params: Params) => [...adminInbox, "list", params] as const,
      detail: (id: string) => [...adminInbox, "detail", id] as const,
    },
    /** Blog Management and the editor (/api/admin/blog): drafts included. */
    blog: {
      all: adminBlog,
      list: <Params extends object>(params: Params) => [...adminBlog, "list", params] as const,
      detail: (id: string) => [...adminBlog, "detail", id] as const,
    },
    /** Slider Management: every slide, active or not (/api/admin/slider). */
    slider: [...admin, "slider"] as const,
    /** Finance (/api/admin/finance, permission `finance`): totals, the payout queue, disputes. */
    finance: {
      all: adminFinance,
      summary: <Params extends object>(period: Params) => [...adminFinance, "summary", period] as const,
      payouts: (status: string) => [...adminFinance, "payouts", status] as const,
      disputes: (status: string) => [...adminFinance, "disputes", status] as const,
      dispute: (id: string) => [...adminFinance, "dispute", id] as const,
    },
    /** The kept earlier versions of a page's texts (/api/admin/pages/:pageId/revisions). */
    pageRevisions: (pageId: string, locale: string) => [...admin, "page-revisions", pageId, locale] as const,
    /** How far each page's translations are (/api/admin/pages/languages). */
    pageLanguages: [...admin, "page-languages"] as const,
  },
};
