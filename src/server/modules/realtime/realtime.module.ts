import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import { realtimeRoutes } from "./realtime.routes";

/** `GET /api/events`: the infrastructure's realtime bus, streamed to each signed-in user. */
export function realtimeModule({ realtime }: Infrastructure, { accounts }: { accounts: AccountsModule }) {
  return {
    services: {},
    routes: async (api) => {
      await api.register(realtimeRoutes, { realtime, guards: accounts.services.guards });
    },
  } satisfies ModuleParts;
}
