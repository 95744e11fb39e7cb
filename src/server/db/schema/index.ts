// drizzle-kit and the database client read the whole schema from here.
export * from "./accounts";
export * from "./audit";
export * from "./catalogue";
export * from "./cms";
export * from "./currency";
export * from "./enquiries";
export * from "./page-content";
export * from "./payments";
export * from "./requests";
export * from "./settings";
export * from "./share-links";
export * from "./showcase";
export * from "./slider";
export * from "./staff";
export * from "./subscriptions";
export * from "./users";
