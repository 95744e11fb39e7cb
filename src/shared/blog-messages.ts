/** The blog's messages, apart from its schemas: pages that only show them do not load zod with them. */
export const BLOG_MESSAGES = {
  missingFieldsTitle: "Missing fields",
  missingFields: "Please fill in all required fields",
  tagExists: "Tag already exists",
  postNotFound: "Post not found",
  fetchFailed: "Failed to fetch blog posts",
  deleteFailed: "Failed to delete the blog post",
  loadFailed: "Failed to load the blog post",
  publicNotFound: "Blog post not found",
  publicNone: "No blog posts available",
  publicError: "Error loading blog post",
  empty: "No blog posts yet. Check back soon!",
  imageUrl: "The cover image must be an uploaded image, a path on this site or an https:// address",
} as const;
