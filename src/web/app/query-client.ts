import { QueryClient } from "@tanstack/react-query";

/**
 * The app's query cache, one way for the browser and the server renderer. The renderer never retries: a
 * failed read is drawn as the page draws it (and its error handed over), never waited on twice.
 */
export const createQueryClient = ({ server = false }: { server?: boolean } = {}) =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: server ? false : 1, refetchOnWindowFocus: false },
    },
  });
