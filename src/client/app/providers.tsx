import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageSession } from '@shared/page-data';
import { ApiError } from '@/lib/api-client';
import { AuthProvider } from '@/lib/auth';

/** The query cache of one browser tab, or of one page rendered on the server. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}

/**
 * `session`: the member a page was rendered for on the server (decision 0032); the page is drawn, and hydrated,
 * as theirs. None: a visitor's page, the same for everyone.
 */
export function Providers({
  client,
  session,
  children,
}: {
  client: QueryClient;
  session?: PageSession;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider serverSession={session}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
