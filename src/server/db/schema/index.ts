// drizzle-kit and the database client read the whole schema from here.
export * from "./accounts";
export * from "./audit";
export * from "./catalogue";
export * from "./cms";
export * from "./enquiries";
export * from "./page-content";
export * from "./payments";
export * from "./settings";
export * from "./share-links";
export * from "./slider";
export * from "./users";
