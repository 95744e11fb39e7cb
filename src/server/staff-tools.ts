import type { StaffTool } from "@/shared/roles";
import type { Env } from "./env";

/**
 * The staff tools this server has: Create Fan outside production only (DESIGN.md 1.10). The staff module
 * mounts them from this list and the session names them, so the browser never offers a tool the server lacks.
 */
export const staffToolsOf = (env: Pick<Env, "isProduction">): StaffTool[] => (env.isProduction ? [] : ["create-fan"]);
