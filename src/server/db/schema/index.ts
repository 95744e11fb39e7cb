// drizzle-kit and the database client read the whole schema from here.
export * from "./accounts";
export * from "./audit";
export * from "./booking";
export * from "./catalogue";
export * from "./cms";
export * from "./content";
export * from "./enquiries";
export * from "./page-content";
export * from "./settings";
export * from "./users";
export * from "./videos";
