import { useCallback, useRef } from 'react';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type MutateOptions,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The shapes an endpoint file repeats (DESIGN.md 'Layout': one file per endpoint, its fetcher and its hook), said
 * once: a POST or DELETE fetcher through the one API client, a query string, and the mutation hook that sends a
 * change and fetches again the queries it touched.
 */

/**
 * The staleTime of a query fetched again each time its screen opens (the member's own profile): fresh only for a
 * moment, so the data a page rendered on the server arrived with (decision 0032) is not asked for a second time as
 * the page hydrates, while any later visit fetches it again.
 */
export const FRESH_ON_EACH_VISIT = 5_000;

/** A fetcher that POSTs its argument (JSON, or a FormData as it is) to `path`, or to the path the argument picks. */
export const post =
  <Body, Answer>(path: string | ((body: Body) => string)) =>
  (body: Body) =>
    api<Answer>(typeof path === 'string' ? path : path(body), { method: 'POST', body });

/** A fetcher that DELETEs `{path}/{id}`. */
export const remove =
  <Answer = boolean>(path: string) =>
  (id: number) =>
    api<Answer>(`${path}/${id}`, { method: 'DELETE' });

/** `path?name=value&…` with the values that are set (not '', null or undefined), in the order given. */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== '' && value !== null && value !== undefined) search.set(name, String(value));
  return `${path}?${search}`;
}

export interface ChangeOptions<Vars, Data> {
  /** The queries to fetch again once the change succeeds: prefixes of their keys. */
  invalidates?: readonly QueryKey[] | ((vars: Vars) => readonly QueryKey[]);
  /** Fetch them again whatever the outcome (a refusal may mean another member changed the same thing). */
  settled?: boolean;
  /** Writes the answer into the cache first (the query the answer replaces). */
  update?: (queryClient: QueryClient, data: Data, vars: Vars) => void;
}

/**
 * The mutation options of a change: the fetcher, then `update`, then the invalidation, which the mutation waits
 * for, so the screens show the new data when it stops pending.
 */
export function changeOptions<Vars, Data>(
  queryClient: QueryClient,
  mutationFn: (vars: Vars) => Promise<Data>,
  { invalidates = [], settled = false, update }: ChangeOptions<Vars, Data> = {},
): UseMutationOptions<Data, Error, Vars> {
  const refresh = (vars: Vars) =>
    Promise.all(
      (typeof invalidates === 'function' ? invalidates(vars) : invalidates).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return {
    mutationFn,
    onSuccess: async (data, vars) => {
      update?.(queryClient, data, vars);
      if (!settled) await refresh(vars);
    },
    onSettled: settled ? (_data, _error, vars) => refresh(vars) : undefined,
  };
}

/** What tells one change from another: its variables (a file or form counts as one and the same). */
const changeKey = (vars: unknown) => JSON.stringify(vars ?? null) ?? '';

/**
 * The hook of a change endpoint: `export const useSaveThing = mutationHook(saveThing, {invalidates: [key]})`.
 * `mutate` sends a change at most once at a time: a second click on the same button before the first answer (a
 * double click, faster than `isPending` disables the button) is dropped, not sent again; another change (another
 * row's button) goes at once.
 */
export function mutationHook<Vars, Data>(
  mutationFn: (vars: Vars) => Promise<Data>,
  options?: ChangeOptions<Vars, Data>,
) {
  return function useChange() {
    const inFlight = useRef(new Set<string>());
    const mutation = useMutation(
      changeOptions(
        useQueryClient(),
        async (vars: Vars) => {
          try {
            return await mutationFn(vars);
          } finally {
            inFlight.current.delete(changeKey(vars));
          }
        },
        options,
      ),
    );
    const mutate = mutation.mutate as (vars: Vars, callbacks?: MutateOptions<Data, Error, Vars>) => void;
    const mutateOnce = useCallback(
      (vars: Vars, callbacks?: MutateOptions<Data, Error, Vars>) => {
        const key = changeKey(vars);
        if (inFlight.current.has(key)) return;
        inFlight.current.add(key);
        mutate(vars, callbacks);
      },
      [mutate],
    ) as typeof mutation.mutate;
    return { ...mutation, mutate: mutateOnce };
  };
}
